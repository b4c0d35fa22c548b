// `npm run staff:create`: real accounts with strong passwords; `staff:disable` ends access.
import bcrypt from "bcryptjs";
import { db } from "@/lib/server/db";
import { createStaffAccount, passwordProblem } from "./staff-accounts";

test("passwords: at least 12 characters, not a common one, not the username", () => {
  expect(passwordProblem("short-pass1")).toMatch(/at least 12 characters/);
  expect(passwordProblem("together2026")).toMatch(/common passwords/);
  expect(passwordProblem("TOGETHER2026")).toMatch(/common passwords/);
  expect(passwordProblem("password1234")).toMatch(/common passwords/);
  expect(passwordProblem("aaaaaaaaaaaaaaaa")).toMatch(/too few/);
  expect(passwordProblem("marta-the-doorkeeper", "marta")).toMatch(/username/);
  expect(passwordProblem("plum-kettle-orbit-41")).toBeNull();
});

test("creates the account with a bcrypt hash and a normalised phone; refuses a taken username", async () => {
  const staff = await createStaffAccount(db, {
    username: " Marta ",
    name: "Marta Reis",
    phone: "81 98887-1111",
    password: "plum-kettle-orbit-41",
  });
  expect(staff).toMatchObject({ username: "marta", name: "Marta Reis", phone: "+5581988871111" });
  const row = await db.staffUser.findUniqueOrThrow({ where: { id: staff.id } });
  expect(await bcrypt.compare("plum-kettle-orbit-41", row.passwordHash)).toBe(true);
  expect(row.disabledAt).toBeNull();
  await expect(
    createStaffAccount(db, {
      username: "marta",
      name: "Other",
      phone: "+5581988871112",
      password: "x".repeat(6) + "plum-kettle",
    }),
  ).rejects.toThrow('the username "marta" is taken');
  await expect(
    createStaffAccount(db, {
      username: "nuno",
      name: "Nuno",
      phone: "+5581988871113",
      password: "together2026",
    }),
  ).rejects.toThrow(/common passwords/);
  await expect(
    createStaffAccount(db, {
      username: "nuno",
      name: "Nuno",
      phone: "3432-1234",
      password: "plum-kettle-orbit-41",
    }),
  ).rejects.toThrow(/mobile number/);
});
