import { describe, expect, it } from 'vitest';
import {
  leadFormConfig,
  leadFormOf,
  leadKindCategories,
  leadKindOf,
  leadSettings,
} from '../lead/lead-form-config';
import { validateLeadForm } from '../lead/validation';
import { platformDefaults, siteConfigSchema } from '../site-config/site-config';
import { resolveSiteConfig } from '../site-config/validate-site';
import { chatPolicySources, chatSetting } from './chat';
import { CHAT_LEAD_CATEGORY, CHAT_LEAD_SUBCATEGORY, chatFallbackMessage } from './chat-words';

const identity = {
  slug: 'acme-motors',
  template: 'metro',
  name: 'Acme Motors',
  dealership_id: '1',
  address: { street: '1 Main St', city: 'Brisbane', state: 'qld', postcode: '4000' },
  dealerships: ['acme-motors'],
};

describe('the site configuration of the chat button', () => {
  it('a site has no chat unless it configures one', () => {
    expect(platformDefaults.chat).toBeNull();
    expect(chatSetting(platformDefaults)).toBeNull();
    expect(chatPolicySources(platformDefaults)).toBeNull();
  });

  it('the embedded chat needs no provider and widens no policy', () => {
    const site = siteConfigSchema.parse({ ...identity, chat: { provider: 'embedded' } });
    expect(chatSetting(site)).toEqual({ kind: 'embedded' });
    expect(chatPolicySources(site)).toBeNull();
  });

  it("LiveChat is loaded from its tracking script with the site's licence number", () => {
    const site = siteConfigSchema.parse({
      ...identity,
      chat: { provider: 'livechat', license: '12345678' },
    });
    expect(chatSetting(site)).toEqual({
      kind: 'provider',
      provider: 'livechat',
      name: 'LiveChat',
      scriptUrl: 'https://cdn.livechatinc.com/tracking.js',
      account: '12345678',
    });
    // The script's origin is among the sources its site's policy admits.
    const sources = chatPolicySources(site);
    expect(sources?.script).toContain('https://cdn.livechatinc.com');
    expect(sources?.connect).toContain('wss://*.livechatinc.com');
  });

  it('an unknown provider or a malformed licence stops start-up with a line naming the field', () => {
    const unknown = resolveSiteConfig({ ...identity, chat: { provider: 'zendesk' } });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) {
      expect(unknown.problems.join('\n')).toMatch(
        /chat\.provider "zendesk" is not one of embedded, livechat/,
      );
    }
    const badLicence = resolveSiteConfig({
      ...identity,
      chat: { provider: 'livechat', license: 'abc' },
    });
    expect(badLicence.ok).toBe(false);
    if (!badLicence.ok) {
      expect(badLicence.problems.join('\n')).toMatch(
        /chat\.license "abc" is not a LiveChat licence number/,
      );
    }
    const noLicence = resolveSiteConfig({ ...identity, chat: { provider: 'livechat' } });
    expect(noLicence.ok).toBe(false);
    if (!noLicence.ok) {
      expect(noLicence.problems.join('\n')).toMatch(/chat\.license .*is required for LiveChat/);
    }
  });

  it('the fallback message names the provider and says the enquiry still reaches the team', () => {
    expect(chatFallbackMessage('LiveChat')).toMatch(/^LiveChat could not be reached/);
    expect(chatFallbackMessage('LiveChat')).toMatch(/goes straight to our team/);
  });
});

describe('a chat lead is the enquiry about the car', () => {
  const userData = { category: CHAT_LEAD_CATEGORY, subcategory: CHAT_LEAD_SUBCATEGORY };

  it("is filed under the enquiry's category with the chat subcategory", () => {
    expect(CHAT_LEAD_CATEGORY).toBe('Vehicle Enquiry');
    expect(CHAT_LEAD_CATEGORY).toBe(leadKindCategories.enquiry);
    expect(CHAT_LEAD_SUBCATEGORY).toBe('Chat Enquiry');
  });

  it("is checked as the car's enquiry and takes the enquiry's event id family", () => {
    expect(leadKindOf(userData, true)).toBe('enquiry');
    expect(leadFormOf(userData, true)).toBe('enquiry');
  });

  it("asks what the car's enquiry asks: name, email, phone, postcode, message where required, terms where required", () => {
    const site = siteConfigSchema.parse({
      ...identity,
      lead_form: { terms_checkbox_required: true },
    });
    const config = leadFormConfig({ kind: 'enquiry', hasCar: true, settings: leadSettings(site) });
    const result = validateLeadForm(config, { ...userData });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(
        ['email', 'message', 'name', 'phone', 'postcode', 'terms_conditions'].sort(),
      );
    }
  });
});
