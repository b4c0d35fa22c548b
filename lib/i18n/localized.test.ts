import { hasTranslation, localizeRow, localizedSelect, pickLocalized } from "./localized";

const topic = { id: "t", title: "Cadastro", titleEn: "Sign-up", titleEs: null, description: "Conta" };

describe("pickLocalized", () => {
  it("returns the reader's language when the row has it", () => {
    expect(pickLocalized(topic, "title", "en")).toBe("Sign-up");
  });

  it("falls back to Portuguese when the translation is null, blank or absent", () => {
    expect(pickLocalized(topic, "title", "es")).toBe("Cadastro");
    expect(pickLocalized({ title: "Cadastro", titleEn: "   " }, "title", "en")).toBe("Cadastro");
    expect(pickLocalized(topic, "description", "en")).toBe("Conta");
  });

  it("always returns Portuguese for pt, even when twins exist", () => {
    expect(pickLocalized(topic, "title", "pt")).toBe("Cadastro");
  });

  it("keeps a null Portuguese value when nothing is written", () => {
    expect(pickLocalized({ name: null as string | null, nameEn: null }, "name", "en")).toBeNull();
    expect(pickLocalized({ name: null as string | null, nameEs: "Congresista" }, "name", "es")).toBe(
      "Congresista",
    );
  });
});

describe("hasTranslation", () => {
  it("is true for pt and for a written twin, false otherwise", () => {
    expect(hasTranslation(topic, "title", "pt")).toBe(true);
    expect(hasTranslation(topic, "title", "en")).toBe(true);
    expect(hasTranslation(topic, "title", "es")).toBe(false);
    expect(hasTranslation({ title: "x", titleEs: "" }, "title", "es")).toBe(false);
  });
});

describe("localizeRow", () => {
  it("replaces each field and drops the twins, leaving other fields alone", () => {
    expect(localizeRow(topic, ["title", "description"], "en")).toEqual({
      id: "t",
      title: "Sign-up",
      description: "Conta",
    });
    expect(localizeRow(topic, ["title"], "es")).toEqual({ id: "t", title: "Cadastro", description: "Conta" });
  });

  it("does not change the row it was given", () => {
    const row = { ...topic };
    localizeRow(row, ["title"], "en");
    expect(row).toEqual(topic);
  });
});

describe("localizedSelect", () => {
  it("selects each field with its English and Spanish twins", () => {
    expect(localizedSelect(["title", "summary"])).toEqual({
      title: true,
      titleEn: true,
      titleEs: true,
      summary: true,
      summaryEn: true,
      summaryEs: true,
    });
  });
});
