import type { ChatProvider } from './chat';

// The chat button's words and what the browser receives of a site's chat, apart
// from the schema (chat.ts), so the car page's button loads no schema library
// (the car page's JavaScript budget).

/** What the car page's chat button does, as the browser receives it. */
export type ChatSetting =
  | { kind: 'embedded' }
  | {
      kind: 'provider';
      provider: ChatProvider;
      /** The provider's name, for the fallback message. */
      name: string;
      scriptUrl: string;
      /** The site's account with the provider (LiveChat: the licence number). */
      account: string;
    };

/**
 * A chat lead is the car's enquiry: the enquiry's category (so it is checked
 * as one, docs/rules.md#lead-form, and takes the enquiry's event id, docs/rules.md#lead-event-ids), with
 * a subcategory that tells the dealer it came through the chat. There is no chat
 * category of its own. Written out rather than read from `leadKindCategories`,
 * whose module loads the schemas; chat.test.ts checks the two agree.
 */
export const CHAT_LEAD_CATEGORY = 'Vehicle Enquiry';
export const CHAT_LEAD_SUBCATEGORY = 'Chat Enquiry';

/** The chat button's label (docs/rules.md#chat). */
export const CHAT_BUTTON_LABEL = 'Chat Now';

/**
 * What the shopper reads when the provider's widget could not load (offline,
 * blocked): the embedded chat opens instead, so nothing they came to ask is lost.
 */
export function chatFallbackMessage(providerName: string): string {
  return `${providerName} could not be reached just now, so you are chatting with us here instead. Your enquiry goes straight to our team.`;
}
