import { ShareIcon } from "@/components/icons/svg/share";
import { PlusSquareIcon } from "@/components/icons/svg/square-plus";

// With the steps, whether they apply (./platform.ts; the install card and the push setting's
// advice use both): not in lib/install-prompt.ts, which every route loads (docs/performance.md).
export { isIos, isStandalone } from "./platform";

export interface InstallStepsLabels {
  iosTitle: string;
  iosStep1: string;
  iosStep2: string;
  iosStep3: string;
}

/** iOS Safari's way to install: Share → "Adicionar à Tela de Início" → Adicionar. */
export function IosInstallSteps({ labels }: { labels: InstallStepsLabels }) {
  return (
    <div data-testid="install-ios">
      <p className="font-semibold">{labels.iosTitle}</p>
      <ol className="mt-2 space-y-2 text-sm">
        <li className="flex items-start gap-2">
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
            1
          </span>
          <span>
            {labels.iosStep1} <ShareIcon className="inline size-4 align-text-bottom" aria-hidden="true" />
          </span>
        </li>
        <li className="flex items-start gap-2">
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
            2
          </span>
          <span>
            {labels.iosStep2}{" "}
            <PlusSquareIcon className="inline size-4 align-text-bottom" aria-hidden="true" />
          </span>
        </li>
        <li className="flex items-start gap-2">
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
            3
          </span>
          <span>{labels.iosStep3}</span>
        </li>
      </ol>
    </div>
  );
}
