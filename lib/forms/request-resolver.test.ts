import type { ResolverOptions } from "react-hook-form";
import { profileEditSchema } from "@/lib/validations/preferences";
import { registrationCodeSchema } from "@/lib/validations/registration";
import { requestResolver } from "./request-resolver";

// The forms check their fields with the route handler's own schema: these pin what the
// resolver hands react-hook-form (message keys of errors.fields, on the form's own field names).
const options = {} as ResolverOptions<Record<string, unknown>>;
const ORIGIN = { country: "Brasil", state: "PE", city: "Recife" };
const PERSONAL = {
  fullName: "Ana Beatriz Lima",
  nickname: "Bia",
  birthDate: "2001-03-04",
  nationality: "Brasil",
  cpf: "529.982.247-25",
  rg: "7654321",
  email: "bia@example.com",
  countryCode: "+55",
  phone: "(81) 99999-0101",
};

const step2 = (type: "participant" | "dependent", origin: unknown = ORIGIN) =>
  requestResolver<Record<string, unknown>>(
    registrationCodeSchema,
    (personal) => ({ type, origin, personal }),
    ["personal"],
  );

test("valid values pass through untouched (the server transforms them, not the form)", async () => {
  const result = await step2("participant")(PERSONAL, undefined, options);
  expect(result).toEqual({ values: PERSONAL, errors: {} });
});

test("issues land on the form's field names with the schema's message keys", async () => {
  const result = await step2("participant")(
    { ...PERSONAL, fullName: "", cpf: "111.111.111-12", email: "nope" },
    undefined,
    options,
  );
  expect(result.values).toEqual({});
  expect(result.errors).toEqual({
    fullName: { type: "custom", message: "required" },
    cpf: { type: "custom", message: "cpf" },
    email: expect.objectContaining({ message: "email" }),
  });
});

test("a dependent must name the relationship: the route's schema says so, on that field", async () => {
  const result = await step2("dependent")({ ...PERSONAL, birthDate: "2014-01-01" }, undefined, options);
  expect(result.errors).toEqual({ relationship: { type: "custom", message: "required" } });
  const ok = await step2("dependent")(
    { ...PERSONAL, birthDate: "2014-01-01", relationship: "Filho" },
    undefined,
    options,
  );
  expect(ok.errors).toEqual({});
  expect(
    registrationCodeSchema.safeParse({ type: "dependent", origin: ORIGIN, personal: PERSONAL }).success,
  ).toBe(false);
});

test("issues outside the form (an earlier step) are left to the server", async () => {
  const result = await step2("participant", { country: "Brasil" })(PERSONAL, undefined, options);
  expect(result.errors).toEqual({});
});

test("profile: the edit route's schema, with its own keys", async () => {
  const profile = requestResolver<Record<string, unknown>>(profileEditSchema, (v) => v);
  const base = {
    fullName: "Maria Tavares",
    bio: "",
    maritalStatus: null,
    profileColor: "teal",
    instagram: "@maria.t26",
    showMaritalStatus: true,
    showAge: true,
    showCity: true,
  };
  expect((await profile(base, undefined, options)).errors).toEqual({});
  expect(
    (await profile({ ...base, fullName: "A", instagram: "not a handle!" }, undefined, options)).errors,
  ).toEqual({
    fullName: expect.objectContaining({ message: "tooShort" }),
    instagram: expect.objectContaining({ message: "instagram" }),
  });
});

test("a schema loader (the forms' lazy import) loads once, on the first check, and checks the same", async () => {
  let loads = 0;
  const lazy = requestResolver<Record<string, unknown>>(
    async () => {
      loads += 1;
      return registrationCodeSchema;
    },
    (personal) => ({ type: "participant", origin: ORIGIN, personal }),
    ["personal"],
  );
  expect(loads).toBe(0);
  const bad = { ...PERSONAL, fullName: "", email: "nope" };
  expect(await lazy(bad, undefined, options)).toEqual(await step2("participant")(bad, undefined, options));
  expect(await lazy(PERSONAL, undefined, options)).toEqual({ values: PERSONAL, errors: {} });
  expect(loads).toBe(1);
});

test("a failed schema load (offline) is tried again on the next check", async () => {
  let loads = 0;
  const flaky = requestResolver<Record<string, unknown>>(
    async () => {
      loads += 1;
      if (loads === 1) throw new Error("ChunkLoadError");
      return registrationCodeSchema;
    },
    (personal) => ({ type: "participant", origin: ORIGIN, personal }),
    ["personal"],
  );
  await expect(flaky(PERSONAL, undefined, options)).rejects.toThrow("ChunkLoadError");
  expect(await flaky(PERSONAL, undefined, options)).toEqual({ values: PERSONAL, errors: {} });
  expect(loads).toBe(2);
});
