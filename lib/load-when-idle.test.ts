import { FIRST_USE_EVENTS, loadWhenIdle } from "@/lib/load-when-idle";

/** A window with requestIdleCallback and event listeners the test can fire by hand. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  const idle = new Map<number, () => void>();
  let next = 1;
  const win = {
    addEventListener: (type: string, fn: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
    },
    removeEventListener: (type: string, fn: () => void) => void listeners.get(type)?.delete(fn),
    requestIdleCallback: (fn: () => void) => {
      idle.set(next, fn);
      return next++;
    },
    cancelIdleCallback: (id: number) => void idle.delete(id),
  };
  return {
    win,
    fire: (type: string) => [...(listeners.get(type) ?? [])].forEach((fn) => fn()),
    idle: () => [...idle.values()].forEach((fn) => fn()),
    pending: () => idle.size + [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

const g = globalThis as { window?: unknown };
afterEach(() => delete g.window);

test("loads once, when the page is idle, and leaves no listener behind", () => {
  const fake = fakeWindow();
  g.window = fake.win;
  const load = jest.fn();
  loadWhenIdle(load, 2000);
  expect(load).not.toHaveBeenCalled();
  expect(fake.pending()).toBe(1 + FIRST_USE_EVENTS.length);
  fake.idle();
  expect(load).toHaveBeenCalledTimes(1);
  fake.fire("pointerdown");
  expect(load).toHaveBeenCalledTimes(1);
  expect(fake.pending()).toBe(0);
});

test.each(FIRST_USE_EVENTS)("loads on the first %s before the page is idle", (type) => {
  const fake = fakeWindow();
  g.window = fake.win;
  const load = jest.fn();
  loadWhenIdle(load, 2000);
  fake.fire(type);
  expect(load).toHaveBeenCalledTimes(1);
  expect(fake.pending()).toBe(0);
  fake.idle();
  fake.fire("keydown");
  expect(load).toHaveBeenCalledTimes(1);
});

test("cancelled (the effect's cleanup), it never loads", () => {
  const fake = fakeWindow();
  g.window = fake.win;
  const load = jest.fn();
  loadWhenIdle(load, 2000)();
  expect(fake.pending()).toBe(0);
  fake.idle();
  fake.fire("pointerdown");
  expect(load).not.toHaveBeenCalled();
});
