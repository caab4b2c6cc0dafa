import { CHAT_BUTTON_LABEL, type ChatSetting, chatFallbackMessage } from '@forecourt/core';
import type { LeadCar } from '@forecourt/machines';
import { Button, DeferredDialog, preloadDialog } from '@forecourt/ui';
import { lazy, Suspense, useState } from 'react';

// The sidebar's chat button (docs/rules.md#chat). Nothing of the chat
// loads with the page: the embedded conversation and a provider's loader are
// chunks of their own, and a provider's widget script is added only on the click.

const loadConversation = () => import('./chat-conversation');
const LazyConversation = lazy(() =>
  loadConversation().then((module) => ({ default: module.ChatConversation })),
);

/** Starts fetching the embedded chat when the shopper points at or focuses the button. */
function preloadConversation(): void {
  preloadDialog();
  void loadConversation().catch(() => {
    // The dialog's own import retries when it opens.
  });
}

export type CarChatButtonProps = {
  chat: ChatSetting;
  car: LeadCar;
  carTitle: string;
};

/**
 * With the embedded chat, the button opens the conversation about the car. With
 * a provider, it loads the provider's widget and opens it; when the widget
 * cannot load (offline, blocked), the embedded chat opens instead and says why.
 */
export function CarChatButton({ chat, car, carTitle }: CarChatButtonProps) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  const warm = chat.kind === 'embedded' ? preloadConversation : undefined;

  const onClick = async () => {
    // While the widget loads, further presses wait for it (the button is not
    // disabled: that would drop the focus the dialog gives back on closing).
    if (connecting) return;
    if (chat.kind === 'embedded') {
      setOpen(true);
      return;
    }
    setConnecting(true);
    try {
      const { openProviderChat } = await import('./chat-provider');
      await openProviderChat(chat);
    } catch {
      setNotice(chatFallbackMessage(chat.name));
      setOpen(true);
    } finally {
      setConnecting(false);
    }
  };

  return (
    <>
      <Button
        fullWidth
        variant="outline"
        data-slot="chat-button"
        data-chat={chat.kind === 'embedded' ? 'embedded' : chat.provider}
        // The embedded chat opens in a dialog; a provider's opens its own window.
        aria-haspopup={chat.kind === 'embedded' ? 'dialog' : undefined}
        aria-busy={connecting || undefined}
        data-state={connecting ? 'connecting' : undefined}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => void onClick()}
      >
        {CHAT_BUTTON_LABEL}
      </Button>
      <DeferredDialog
        open={open}
        onOpenChange={setOpen}
        title="Chat with us"
        description={carTitle}
        size="md"
        className="fc-chat-dialog"
      >
        {open ? (
          <Suspense
            fallback={
              <p className="fc-chat__loading" role="status">
                Starting the chat…
              </p>
            }
          >
            <LazyConversation car={car} carTitle={carTitle} notice={notice} />
          </Suspense>
        ) : null}
      </DeferredDialog>
    </>
  );
}
