// /payment's first load has no card form: PIX is the tab shown first, and the card tab's form
// (react-hook-form and the typed card's fields, or Mercado Pago's) is its own module, imported when
// the tab is first chosen (components/registration/card-form.tsx; docs/performance.md).
import { clientModules, offenders } from "@/tests/unit/import-graph";

const PAGE = "app/(entry)/payment/page.tsx";
const CARD_FORM = /react-hook-form|components\/registration\/(card-fields-form|mercadopago-card-form)\.tsx$/;

test("the payment page's browser code reaches no card form until the card tab is chosen", () => {
  const client = clientModules([PAGE]);
  expect(client).toContain("components/registration/payment-view.tsx");
  expect(offenders(client, CARD_FORM)).toEqual([]);
});

test("the card tab's own module has both forms (what the tab loads)", () => {
  expect(offenders(["components/registration/card-form.tsx"], CARD_FORM).length).toBeGreaterThanOrEqual(3);
});
