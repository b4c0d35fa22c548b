import { maskCpf } from "./personal";

describe("maskCpf (registration step 2 and the card payer's CPF)", () => {
  it("formats as the person types", () => {
    expect(maskCpf("529")).toBe("529");
    expect(maskCpf("5299")).toBe("529.9");
    expect(maskCpf("529982")).toBe("529.982");
    expect(maskCpf("5299822")).toBe("529.982.2");
    expect(maskCpf("529982247")).toBe("529.982.247");
    expect(maskCpf("5299822472")).toBe("529.982.247-2");
    expect(maskCpf("52998224725")).toBe("529.982.247-25");
  });

  it("ignores what is not a digit and stops at eleven digits", () => {
    expect(maskCpf("529.982.247-25")).toBe("529.982.247-25");
    expect(maskCpf("abc529 982x24725999")).toBe("529.982.247-25");
    expect(maskCpf("")).toBe("");
  });
});
