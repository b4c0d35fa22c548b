import { withApi } from "@/lib/server/api";
import { unlockReward } from "@/lib/server/services/rewards/rewards";
import { rewardUnlockSchema } from "@/lib/validations/checkin";

// POST /api/rewards/unlock — the participant's camera read a reward point's QR: unlock it once
// (409 REWARD_ALREADY_UNLOCKED the second time; 400 REWARD_CODE_INVALID for anything else).
export const POST = withApi(
  { access: "participant", body: rewardUnlockSchema },
  async ({ body, session, locale }) => unlockReward(session.id, body.code, locale),
);
