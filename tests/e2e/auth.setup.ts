import { test as setup } from "@playwright/test";
import { PARTICIPANT_PHONE, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { loginAsParticipant } from "./support/participant-login";

// Logs the main sample participant in once; specs reuse the saved cookies.
setup("participant session", async ({ page }) => {
  await loginAsParticipant(page, PARTICIPANT_PHONE);
  await page.context().storageState({ path: PARTICIPANT_STORAGE_STATE });
});
