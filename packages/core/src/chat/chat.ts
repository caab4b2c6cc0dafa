import { z } from 'zod';
import type { ChatSetting } from './chat-words';

// The sidebar's chat button (docs/rules.md#chat). A site either has
// no chat (the default), the embedded chat (the car's enquiry asked one
// question at a time and filed through the lead pipeline), or a live-chat
// provider whose widget the browser loads only when the shopper asks for it.

/**
 * The live-chat providers a site may name. LiveChat (livechat.com) is installed
 * with a licence number: the page sets it as `__lc.license` and loads its
 * tracking script, whose `LiveChatWidget` API then opens the chat.
 */
export const chatProviders = ['livechat'] as const;
export type ChatProvider = (typeof chatProviders)[number];

/** What the browser and the page's security policy need to know of a provider. */
export type ChatProviderDetails = {
  /** The provider's name as a shopper reads it. */
  name: string;
  /** The widget script the page adds on the shopper's click. */
  scriptUrl: string;
  /**
   * The sources the widget uses once loaded, per CSP directive: only the pages
   * of a site that names the provider admit them (the renderer's policy).
   */
  sources: {
    script: readonly string[];
    connect: readonly string[];
    frame: readonly string[];
    img: readonly string[];
  };
};

/**
 * LiveChat's widget comes from cdn.livechatinc.com and then talks to, frames
 * and draws images from its other *.livechatinc.com hosts (LiveChat's own
 * guidance for sites with a Content-Security-Policy).
 */
export const chatProviderDetails: Readonly<Record<ChatProvider, ChatProviderDetails>> = {
  livechat: {
    name: 'LiveChat',
    scriptUrl: 'https://cdn.livechatinc.com/tracking.js',
    sources: {
      script: ['https://cdn.livechatinc.com'],
      connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
      frame: ['https://*.livechatinc.com'],
      img: ['https://*.livechatinc.com'],
    },
  },
};

/**
 * The site configuration's `chat`: null (no chat button), the embedded chat,
 * or a provider with the site's public account id (LiveChat's licence number,
 * which the tracking code puts in the page anyway: not a secret).
 */
export const chatConfigSchema = z
  .strictObject({
    provider: z
      .enum(['embedded', ...chatProviders])
      .describe("embedded: the platform's own chat; livechat: LiveChat."),
    license: z
      .string()
      .regex(/^\d{4,12}$/, { message: 'is not a LiveChat licence number' })
      .optional()
      .describe("The site's LiveChat licence number (public: the widget puts it in the page)."),
  })
  .superRefine((chat, ctx) => {
    if (chat.provider === 'livechat' && chat.license === undefined) {
      ctx.addIssue({ code: 'custom', path: ['license'], message: 'is required for LiveChat' });
    }
    if (chat.provider === 'embedded' && chat.license !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['license'],
        message: 'is only for a provider: the embedded chat has no licence',
      });
    }
  });
export type ChatConfig = z.infer<typeof chatConfigSchema>;

/** The chat a site configures, or null when its cars show no chat button. */
export function chatSetting(site: { chat: ChatConfig | null }): ChatSetting | null {
  const chat = site.chat;
  if (chat === null) return null;
  switch (chat.provider) {
    case 'embedded':
      return { kind: 'embedded' };
    case 'livechat': {
      const details = chatProviderDetails.livechat;
      return {
        kind: 'provider',
        provider: 'livechat',
        name: details.name,
        scriptUrl: details.scriptUrl,
        // The schema requires the licence for LiveChat.
        account: chat.license ?? '',
      };
    }
    default:
      return chat.provider satisfies never;
  }
}

/** The extra CSP sources a site's chat needs: none without a provider. */
export function chatPolicySources(site: {
  chat: ChatConfig | null;
}): ChatProviderDetails['sources'] | null {
  const chat = site.chat;
  if (chat === null || chat.provider === 'embedded') return null;
  return chatProviderDetails[chat.provider].sources;
}
