import { chatPolicySources } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  isServiceBookingPath,
  originOf,
  securityHeaders,
  serviceBookingSource,
} from './security';

describe('Content-Security-Policy', () => {
  it('allows inline scripts only by nonce, never unsafe-inline', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc123', dev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    // Stylesheets are files too; only style="" attributes are let through.
    expect(csp).toContain("style-src 'self'; style-src-attr 'unsafe-inline';");
    expect(/script-src[^;]*unsafe/.test(csp)).toBe(false);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
  it('without a nonce no inline script runs', () => {
    expect(contentSecurityPolicy({ nonce: null, dev: false })).toContain("script-src 'self';");
  });
  it('frames only the configured booking origin', () => {
    const csp = contentSecurityPolicy({
      nonce: null,
      dev: false,
      frameSources: ['https://booking.example'],
    });
    expect(csp).toContain('frame-src https://booking.example;');
    expect(contentSecurityPolicy({ nonce: null, dev: false })).toContain("frame-src 'none'");
  });
  it("admits a chat provider's widget only when its sources are given", () => {
    const sources = chatPolicySources({ chat: { provider: 'livechat', license: '12345678' } });
    const csp = contentSecurityPolicy({
      nonce: 'n',
      dev: false,
      frameSources: sources?.frame,
      scriptSources: sources?.script,
      connectSources: sources?.connect,
      imgSources: sources?.img,
    });
    expect(csp).toContain("script-src 'self' 'nonce-n' https://cdn.livechatinc.com;");
    expect(csp).toContain("connect-src 'self' https://*.livechatinc.com wss://*.livechatinc.com;");
    expect(csp).toContain('frame-src https://*.livechatinc.com;');
    expect(csp).toContain("img-src 'self' data: blob: https://*.livechatinc.com;");
    // A site with the embedded chat, or none, admits nothing of a provider's.
    expect(chatPolicySources({ chat: { provider: 'embedded' } })).toBeNull();
    expect(chatPolicySources({ chat: null })).toBeNull();
    expect(contentSecurityPolicy({ nonce: 'n', dev: false })).not.toContain('livechatinc');
  });
  it('development adds eval and the HMR socket, still no inline script', () => {
    const csp = contentSecurityPolicy({ nonce: 'n', dev: true });
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  });
});

describe('security headers', () => {
  it('carry the referrer policy, nosniff and frame denial', () => {
    const headers = securityHeaders({ nonce: null, dev: false });
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  });
  it('keep resources to this origin and switch off the features a dealer site never uses', () => {
    const headers = securityHeaders({ nonce: null, dev: false });
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    const policy = headers['permissions-policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'browsing-topics']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).toContain('payment=(self)');
  });
  it('leave framing to frame-ancestors when a site allows embedders', () => {
    const headers = securityHeaders({
      nonce: null,
      dev: false,
      frameAncestors: ['https://partner.example'],
    });
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['content-security-policy']).toContain('frame-ancestors https://partner.example');
  });
  it('originOf keeps http(s) origins only', () => {
    expect(originOf('https://booking.example/harbour?x=1')).toBe('https://booking.example');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf(null)).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
  it('service booking: the /service page alone admits the booking origin, or itself for a site path', () => {
    expect(isServiceBookingPath('/service')).toBe(true);
    expect(isServiceBookingPath('/service/')).toBe(true);
    expect(isServiceBookingPath('/service/oil')).toBe(false);
    expect(isServiceBookingPath('/')).toBe(false);
    expect(serviceBookingSource('https://booking.example/harbour')).toBe('https://booking.example');
    expect(serviceBookingSource('/demo/service-booking')).toBe("'self'");
    expect(serviceBookingSource(null)).toBeNull();
  });
});

describe('the start page style nonce', () => {
  it('allows its one inline style by nonce in production', () => {
    const csp = contentSecurityPolicy({ nonce: null, styleNonce: 'st1', dev: false });
    expect(csp).toContain("style-src 'self' 'nonce-st1';");
    expect(csp).toContain("script-src 'self';");
  });
});
