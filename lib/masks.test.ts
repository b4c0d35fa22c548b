import { normalisePhone } from "./phone";
import { maskCardNumber, maskCep, maskCpf, maskCvv, maskExpiry, maskPhone } from "./masks";

describe("masks", () => {
  it("formats a CPF as the person types", () => {
    expect(maskCpf("529")).toBe("529");
    expect(maskCpf("5299")).toBe("529.9");
    expect(maskCpf("529982")).toBe("529.982");
    expect(maskCpf("5299822")).toBe("529.982.2");
    expect(maskCpf("529982247")).toBe("529.982.247");
    expect(maskCpf("5299822472")).toBe("529.982.247-2");
    expect(maskCpf("52998224725")).toBe("529.982.247-25");
  });

  it("ignores what is not a digit in a CPF and stops at eleven digits", () => {
    expect(maskCpf("529.982.247-25")).toBe("529.982.247-25");
    expect(maskCpf("abc529 982x24725999")).toBe("529.982.247-25");
    expect(maskCpf("")).toBe("");
  });

  it("formats Brazilian mobiles and landlines, US numbers and others", () => {
    expect(maskPhone("+55", "8")).toBe("(8");
    expect(maskPhone("+55", "819")).toBe("(81) 9");
    expect(maskPhone("+55", "81999990013")).toBe("(81) 99999-0013");
    expect(maskPhone("+55", "8133330000")).toBe("(81) 3333-0000");
    expect(maskPhone("+55", "(81) 99999-00139")).toBe("(81) 99999-0013");
    expect(maskPhone("+1", "5551234567")).toBe("(555) 123-4567");
    expect(maskPhone("+34", "612345678")).toBe("612 345 678");
    expect(maskPhone("+55", "+55 81 99999-0013")).toBe("+55 81 99999-0013");
    expect(maskPhone("+55", "")).toBe("");
  });

  it("leaves every masked phone readable by the server", () => {
    for (const [cc, typed] of [
      ["+55", "81999990013"],
      ["+1", "2015550123"],
      ["+34", "612345678"],
      ["+54", "91123456789"],
    ] as const)
      expect(normalisePhone(cc, maskPhone(cc, typed))).not.toBeNull();
  });

  it("formats card number, expiry, CVV and CEP", () => {
    expect(maskCardNumber("4000000000000002")).toBe("4000 0000 0000 0002");
    expect(maskCardNumber("4000 0000 0000 0002 999 1")).toBe("4000 0000 0000 0002 999");
    expect(maskExpiry("1229")).toBe("12/29");
    expect(maskExpiry("1")).toBe("1");
    expect(maskCvv("12a34 5")).toBe("1234");
    expect(maskCep("50030230")).toBe("50030-230");
  });
});
