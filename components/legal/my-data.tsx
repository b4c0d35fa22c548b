import { DownloadIcon } from "@/components/icons/svg/download";
import { Trash2Icon } from "@/components/icons/svg/trash";
import { Button } from "@/components/ui/button";
import { AccountDelete } from "./account-delete";

/** Translated on the server (/terms): the screen needs no messages in the browser. */
export interface MyDataLabels {
  myData: string;
  myDataText: string;
  download: string;
  delete: string;
  deleteTitle: string;
  deleteText: string;
  cancel: string;
  deleting: string;
  deleteConfirm: string;
  failed: string;
  deleted: string;
  /** The word to type to delete the account, and the label asking for it (with the word in it). */
  confirmWord: string;
  typeWord: string;
}

/**
 * "Meus dados": download everything as JSON; delete the account after typing the confirmation word.
 * Drawn on the server (Button's classes merged here); the browser has the delete button's open
 * state (./account-delete.tsx), and the question's code once it is wanted.
 */
export function MyData({ labels }: { labels: MyDataLabels }) {
  return (
    <section className="space-y-3 rounded-2xl border bg-card p-4" data-testid="my-data">
      <div>
        <h2 className="text-lg font-bold">{labels.myData}</h2>
        <p className="text-sm text-muted-foreground">{labels.myDataText}</p>
      </div>
      <Button asChild variant="outline" className="w-full">
        <a href="/api/me/data-export" download data-testid="data-export">
          <DownloadIcon className="size-4" aria-hidden="true" /> {labels.download}
        </a>
      </Button>
      <Button
        asChild
        variant="ghost"
        className="w-full text-destructive hover:bg-destructive/10 hover:text-destructive"
        data-testid="account-delete"
      >
        <AccountDelete labels={labels}>
          <Trash2Icon className="size-4" aria-hidden="true" /> {labels.delete}
        </AccountDelete>
      </Button>
    </section>
  );
}
