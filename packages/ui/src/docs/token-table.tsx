import { templateRegistry } from '@forecourt/core';
import {
  type CSSProperties,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  colourPairs,
  contrastRatio,
  contrastVerdict,
  formatRatio,
  minimumContrast,
  parseColour,
  type Rgba,
} from '../theme/contrast';
import {
  type KitTokenName,
  kitTokens,
  type ThemeTokenName,
  templateAttribute,
  themeTokens,
} from '../theme/theme';
import './token-table.css';

// The Design tokens page's tables. They follow the Template toolbar: the preview puts
// the chosen template on <html> (data-template) for docs pages as well as stories, and
// these tables read every value back from the browser's computed styles whenever that
// attribute changes, so what they print is what the components draw.

function subscribeToTemplate(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [templateAttribute],
  });
  return () => observer.disconnect();
}

/** The template on <html>, or 'default' for the kit's own values. */
function useTemplate(): string {
  return useSyncExternalStore(
    subscribeToTemplate,
    () => document.documentElement.getAttribute(templateAttribute) ?? 'default',
    () => 'default',
  );
}

function templateTitle(template: string): string {
  if (template === 'default') return 'Kit defaults';
  const entry = (templateRegistry as Record<string, { title: string } | undefined>)[template];
  return entry?.title ?? template;
}

type Computed = {
  /** Each token's value as the template declares it (var() references resolved). */
  values: Record<string, string>;
  /** Each colour token as sRGB, for the contrast table. */
  colours: Record<string, Rgba>;
};

/** A colour the style system computed, as sRGB: read directly, or drawn on a canvas when it is in another colour space. */
function toRgba(computed: string, canvas: HTMLCanvasElement): Rgba | null {
  const parsed = parseColour(computed);
  if (parsed) return parsed;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = computed;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
  return { r, g, b, a: a / 255 };
}

// The contract's tokens, then the kit's own (the same under every template).
const shownTokens = { ...themeTokens, ...kitTokens };
type ShownGroup = keyof typeof shownTokens;

/** Reads every token under the current template, again whenever the template changes. */
function useComputedTokens(template: string) {
  const probeRef = useRef<HTMLSpanElement>(null);
  const [computed, setComputed] = useState<Computed & { template: string }>();
  useLayoutEffect(() => {
    const probe = probeRef.current;
    if (!probe) return;
    const style = getComputedStyle(probe);
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const values: Record<string, string> = {};
    const colours: Record<string, Rgba> = {};
    for (const names of Object.values(shownTokens)) {
      for (const name of names) values[name] = style.getPropertyValue(`--${name}`).trim();
    }
    for (const name of themeTokens.colour) {
      probe.style.color = `var(--${name})`;
      const rgba = toRgba(getComputedStyle(probe).color, canvas);
      if (rgba) colours[name] = rgba;
    }
    probe.style.color = '';
    setComputed({ template, values, colours });
  }, [template]);
  const probe = <span ref={probeRef} hidden />;
  return { probe, computed: computed?.template === template ? computed : undefined };
}

/** The themed panel the tables sit in: the page background and text of the chosen template. */
function ThemePanel({
  label,
  template,
  children,
}: {
  label: string;
  template: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    // sb-unstyled: Storybook's docs styles stay off; only the template's tokens apply.
    <div className="sb-unstyled fc-token-doc" data-theme={template}>
      <p id={headingId} className="fc-token-doc__title">
        {label} <span className="fc-token-doc__theme">{templateTitle(template)}</span>
      </p>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="fc-token-doc__scroll" aria-labelledby={headingId} tabIndex={0}>
        {children}
      </section>
    </div>
  );
}

const groupTitles: Record<ShownGroup, string> = {
  colour: 'Colour',
  shape: 'Radius',
  spacing: 'Space',
  font: 'Font',
  shadow: 'Shadow',
  motion: 'Motion',
};

/** Every contract token's value and a sample, under the template chosen in the toolbar. */
export function TokenTable() {
  const template = useTemplate();
  const { probe, computed } = useComputedTokens(template);
  return (
    <ThemePanel label="Token values under" template={template}>
      {probe}
      <table className="fc-token-doc__table" data-slot="token-table" aria-busy={!computed}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        {Object.entries(shownTokens).map(([group, names]) => (
          <tbody key={group}>
            <tr>
              <th scope="rowgroup" colSpan={3} className="fc-token-doc__group">
                {groupTitles[group as ShownGroup]}
              </th>
            </tr>
            {names.map((name) => (
              <tr key={name} data-token={name}>
                <th scope="row">
                  <code>--{name}</code>
                </th>
                <td>
                  <code data-slot="token-value">{computed?.values[name] ?? ''}</code>
                </td>
                <td>
                  <Sample group={group as ShownGroup} name={name} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </ThemePanel>
  );
}

function Sample({ group, name }: { group: ShownGroup; name: ThemeTokenName | KitTokenName }) {
  const value = `var(--${name})`;
  switch (group) {
    case 'colour':
      return <span className="fc-token-doc__swatch" style={{ background: value }} />;
    case 'font':
      return (
        <span style={{ fontFamily: value, fontSize: '1.125rem' }}>Find cars for your budget</span>
      );
    case 'shadow':
      return <span className="fc-token-doc__shadow" style={{ boxShadow: value }} />;
    case 'shape':
      return <span className="fc-token-doc__box" style={{ borderRadius: value }} />;
    case 'spacing':
      return <span className="fc-token-doc__bar" style={{ width: `calc(${value} * 8)` }} />;
    default:
      return null;
  }
}

const verdictText = { pass: 'Pass', fail: 'Fail', 'no minimum': 'No minimum' } as const;
const kindText = { text: 'Text', 'non-text': 'Control or focus', decorative: 'Decorative' };

/**
 * Each colour pair of the kit with its WCAG contrast ratio under the chosen template,
 * and whether it reaches 4.5:1 (text) or 3:1 (the edge of a control, the focus ring).
 */
export function ContrastTable() {
  const template = useTemplate();
  const { probe, computed } = useComputedTokens(template);
  return (
    <ThemePanel label="Contrast of colour pairs under" template={template}>
      {probe}
      <table className="fc-token-doc__table" data-slot="contrast-table" aria-busy={!computed}>
        <thead>
          <tr>
            <th scope="col">Pair</th>
            <th scope="col">Used for</th>
            <th scope="col">Sample</th>
            <th scope="col">Ratio</th>
            <th scope="col">Needs</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {colourPairs.map((pair) => {
            const fg = computed?.colours[pair.foreground];
            const bg = computed?.colours[pair.background];
            const ratio = fg && bg ? contrastRatio(fg, bg) : null;
            const verdict = ratio === null ? null : contrastVerdict(ratio, pair.kind);
            const minimum = minimumContrast[pair.kind];
            return (
              <tr
                key={`${pair.foreground} ${pair.background}`}
                data-pair={`${pair.foreground} on ${pair.background}`}
                data-verdict={verdict ?? undefined}
              >
                <th scope="row">
                  <code>--{pair.foreground}</code> on <code>--{pair.background}</code>
                </th>
                <td>{pair.use}</td>
                <td>
                  <PairSample pair={pair} />
                </td>
                <td data-slot="ratio">{ratio === null ? '' : formatRatio(ratio)}</td>
                <td>
                  {kindText[pair.kind]}
                  {minimum === null ? '' : ` ${minimum}:1`}
                </td>
                <td className="fc-token-doc__verdict" data-verdict={verdict ?? undefined}>
                  {verdict === null ? '' : <Verdict verdict={verdict} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ThemePanel>
  );
}

function Verdict({ verdict }: { verdict: 'pass' | 'fail' | 'no minimum' }) {
  const mark = verdict === 'pass' ? '✓' : verdict === 'fail' ? '✗' : '–';
  return (
    <>
      <span aria-hidden="true">{mark} </span>
      {verdictText[verdict]}
    </>
  );
}

function PairSample({ pair }: { pair: (typeof colourPairs)[number] }) {
  const background = `var(--${pair.background})`;
  const foreground = `var(--${pair.foreground})`;
  if (pair.kind === 'text') {
    const style: CSSProperties = { background, color: foreground };
    return (
      <span className="fc-token-doc__pair" style={style}>
        Aa Enquire
      </span>
    );
  }
  // A control's edge or the focus ring: a 2px line in the colour on the background.
  return (
    <span className="fc-token-doc__pair" style={{ background }}>
      <span className="fc-token-doc__line" style={{ borderColor: foreground }} />
    </span>
  );
}
