// components/ui/lazy-overlay.tsx: the trigger drawn before an overlay's code is there, and the load
// itself (once, retried after a failure). The first tap while the code is still coming is
// tests/e2e/lazy-overlays.spec.ts.
import { createElement, type FunctionComponent, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { lazyOverlay, lazyUi, placeholderTrigger } from "@/components/ui/lazy-overlay";

type Handlers = Record<string, (e: unknown) => void>;

function event(extra: Record<string, unknown> = {}) {
  let prevented = false;
  return {
    get defaultPrevented() {
      return prevented;
    },
    preventDefault: () => {
      prevented = true;
    },
    ...extra,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("placeholderTrigger", () => {
  function make(popup: "dialog" | "menu" | "listbox", ownClick?: (e: { preventDefault(): void }) => void) {
    const onOpen = jest.fn();
    const preload = jest.fn();
    const el = placeholderTrigger(createElement("button", { type: "button", onClick: ownClick }), {
      popup,
      onOpen,
      preload,
    }) as unknown as ReactElement<Handlers & Record<string, unknown>>;
    return { props: el.props, onOpen, preload };
  }

  test("draws the closed state and opens on a click, after the trigger's own handler", () => {
    const own = jest.fn();
    const { props, onOpen } = make("dialog", own);
    expect(props).toMatchObject({
      "aria-haspopup": "dialog",
      "aria-expanded": false,
      "data-state": "closed",
    });
    props.onClick!(event());
    expect(own).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  test("a click the trigger itself prevents does not open", () => {
    const { props, onOpen } = make("dialog", (e) => e.preventDefault());
    props.onClick!(event());
    expect(onOpen).not.toHaveBeenCalled();
  });

  test("the arrow keys open menus and lists (as Radix's triggers), not dialogs", () => {
    const menu = make("menu");
    menu.props.onKeyDown!(event({ key: "ArrowDown" }));
    expect(menu.onOpen).toHaveBeenCalledTimes(1);
    const dialog = make("dialog");
    dialog.props.onKeyDown!(event({ key: "ArrowDown" }));
    expect(dialog.onOpen).not.toHaveBeenCalled();
  });

  test("pointer down, hover and focus start loading the code", () => {
    const { props, preload, onOpen } = make("menu");
    props.onPointerDown!(event());
    props.onPointerEnter!(event());
    props.onFocus!(event());
    expect(preload).toHaveBeenCalledTimes(3);
    expect(onOpen).not.toHaveBeenCalled();
  });
});

describe("lazy overlays", () => {
  test("the server draws the fallback (the trigger), never the overlay", () => {
    const Ui = lazyUi(async () => ({ Title: "h2" }));
    const draw = ({ Title }: { Title: string }) => createElement(Title, null, "Sair da conta?");
    const html = renderToString(
      // The render function is the children, createElement's third argument.
      createElement(
        Ui as unknown as FunctionComponent<{ active: boolean; fallback: ReactNode }>,
        { active: true, fallback: createElement("button", null, "Sair") },
        draw as unknown as ReactNode,
      ),
    );
    expect(html).toBe("<button>Sair</button>");
  });

  test("a placeholder is drawn on the server as the closed trigger, never the overlay", () => {
    const Ui = lazyUi(async () => ({ Title: "h2" }));
    const html = renderToString(
      createElement(
        Ui as unknown as FunctionComponent<{
          active: boolean;
          placeholder: { trigger: ReactElement; popup: "dialog"; onOpen: () => void };
        }>,
        {
          active: true,
          placeholder: {
            trigger: createElement("button", { type: "button" }, "Sair"),
            popup: "dialog",
            onOpen: () => {},
          },
        },
        (() => createElement("h2", null, "Sair da conta?")) as unknown as ReactNode,
      ),
    );
    expect(html).toBe(
      '<button type="button" aria-haspopup="dialog" aria-expanded="false" data-state="closed">Sair</button>',
    );
  });

  test("the code is imported once, and again after a failed load", async () => {
    const importer = jest
      .fn<Promise<() => null>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(() => null);
    const Overlay = lazyOverlay(importer);
    Overlay.preload(); // fails: swallowed
    await tick();
    Overlay.preload();
    await tick();
    Overlay.preload();
    Overlay.preload();
    await tick();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
