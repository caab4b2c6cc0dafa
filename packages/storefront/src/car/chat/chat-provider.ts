import type { ChatSetting } from '@forecourt/core';

// A live-chat provider's widget, loaded only when the shopper asks for it
// (never on first paint). Its own chunk: the car page loads none of
// this until the chat button is pressed.

type ProviderSetting = Extract<ChatSetting, { kind: 'provider' }>;

/** How long a widget script may take before the embedded chat opens instead. */
export const CHAT_SCRIPT_TIMEOUT_MS = 8_000;

type QueuedCall = [method: string, args: unknown[]];

/**
 * LiveChat's widget API as its tracking script expects to find it: calls made
 * before the script has run wait in `_q`; once loaded, the script sets `_h`,
 * runs the queue and handles every later call itself.
 */
type LiveChatWidgetApi = {
  _q: QueuedCall[];
  _h: ((method: string, args: unknown[]) => unknown) | null;
  _v: string;
  call(...args: unknown[]): unknown;
  on(...args: unknown[]): unknown;
  once(...args: unknown[]): unknown;
  off(...args: unknown[]): unknown;
};

type LiveChatWindow = Window & {
  __lc?: Record<string, unknown>;
  LiveChatWidget?: LiveChatWidgetApi;
};

function liveChatWidget(win: LiveChatWindow): LiveChatWidgetApi {
  if (win.LiveChatWidget) return win.LiveChatWidget;
  const queue: QueuedCall[] = [];
  const api: LiveChatWidgetApi = {
    _q: queue,
    _h: null,
    _v: '2.0',
    call: (...args) => send('call', args),
    on: (...args) => send('on', args),
    once: (...args) => send('once', args),
    off: (...args) => send('off', args),
  };
  function send(method: string, args: unknown[]): unknown {
    if (api._h) return api._h(method, args);
    queue.push([method, args]);
    return undefined;
  }
  win.LiveChatWidget = api;
  return api;
}

const loading = new Map<string, Promise<void>>();

/** Adds the widget script once; a failed load is forgotten so the next click tries again. */
function loadScript(doc: Document, src: string, timeoutMs: number): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(
      () => fail(new Error(`${src} took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(error);
    }
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error(`${src} could not be loaded`)));
    doc.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/**
 * Loads the site's provider widget and opens its chat window. Rejects when the
 * script cannot be loaded (offline, blocked, too slow), for the button to open
 * the embedded chat instead.
 */
export async function openProviderChat(
  setting: ProviderSetting,
  timeoutMs = CHAT_SCRIPT_TIMEOUT_MS,
): Promise<void> {
  const win = window as LiveChatWindow;
  switch (setting.provider) {
    case 'livechat': {
      win.__lc = { ...win.__lc, license: Number(setting.account) };
      const widget = liveChatWidget(win);
      await loadScript(document, setting.scriptUrl, timeoutMs);
      // Handled at once, or queued until the widget has started: LiveChat opens its window.
      widget.call('maximize');
      return;
    }
    default:
      return setting.provider satisfies never;
  }
}
