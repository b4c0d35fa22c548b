import { MARITAL_STATUSES, PROFILE_COLORS, PROFILE_LIMITS, profileEditSchema } from "./preferences";
import { FULL_NAME_MIN, PERSONAL_MAX, personalSchema } from "./registration";

const profile = {
  fullName: "Ana Souza",
  bio: "",
  maritalStatus: null,
  profileColor: "blue",
  instagram: "",
  showMaritalStatus: true,
  showAge: true,
  showCity: true,
};

describe("the limits the forms import are the schemas' rules", () => {
  it("profile: name, bio and Instagram lengths", () => {
    const ok = (patch: object) => profileEditSchema.safeParse({ ...profile, ...patch }).success;
    expect(ok({ fullName: "a".repeat(PROFILE_LIMITS.nameMax) })).toBe(true);
    expect(ok({ fullName: "a".repeat(PROFILE_LIMITS.nameMax + 1) })).toBe(false);
    expect(ok({ fullName: "a".repeat(PROFILE_LIMITS.nameMin) })).toBe(true);
    expect(ok({ fullName: "a".repeat(PROFILE_LIMITS.nameMin - 1) })).toBe(false);
    expect(ok({ bio: "b".repeat(PROFILE_LIMITS.bioMax) })).toBe(true);
    expect(ok({ bio: "b".repeat(PROFILE_LIMITS.bioMax + 1) })).toBe(false);
    expect(ok({ instagram: `@${"c".repeat(PROFILE_LIMITS.instagramMax - 1)}` })).toBe(true);
    expect(ok({ instagram: "c".repeat(PROFILE_LIMITS.instagramMax + 1) })).toBe(false);
    expect(PROFILE_LIMITS.avatarBytes).toBe(5 * 1024 * 1024);
  });

  it("profile: every colour and marital status offered is accepted", () => {
    for (const profileColor of PROFILE_COLORS)
      expect(profileEditSchema.safeParse({ ...profile, profileColor }).success).toBe(true);
    for (const maritalStatus of MARITAL_STATUSES)
      expect(profileEditSchema.safeParse({ ...profile, maritalStatus }).success).toBe(true);
  });

  it("registration step 2: the form's maxLength values are the schema's", () => {
    const personal = {
      fullName: "Rafaela Nunes",
      nickname: "Rafa",
      birthDate: "2003-02-04",
      nationality: "Argentina",
      document: "AB123456",
      email: "rafa@example.com",
      countryCode: "+55",
      phone: "81977771301",
    };
    const issuesAt = (patch: object) =>
      (personalSchema.safeParse({ ...personal, ...patch }).error?.issues ?? []).map((i) => i.path.join("."));
    for (const field of ["fullName", "nickname", "document", "phone"] as const) {
      expect(issuesAt({ [field]: "x".repeat(PERSONAL_MAX[field]) })).not.toContain(field);
      expect(issuesAt({ [field]: "x".repeat(PERSONAL_MAX[field] + 1) })).toContain(field);
    }
    expect(issuesAt({ fullName: "x".repeat(FULL_NAME_MIN - 1) })).toContain("fullName");
  });
});
