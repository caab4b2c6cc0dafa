import { defaultLeadSettings, leadFormConfig } from '@forecourt/core';
import { Button, NativeSelect, TextField } from '@forecourt/ui';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useStorefront } from '../context';
import { focusControl } from '../deferred/focus-carry';
import { useDeferredLive } from '../deferred/use-deferred-live';
import type { FormValues } from '../form';
import type { FieldListItem, FieldSpec } from '../form/field-list';
import { PrivacyNotice } from '../form/privacy-notice';
import type { LeadFormProps } from './lead-form';
import { leadFormDefaults, leadFormSteps } from './lead-forms';
import './lead.css';

// A lead form that is the page's main content (the finance pages' #finance-form),
// without the form's code up front (budgets): its first step is drawn
// from the same field list as the live form, and the live form (validation, the
// lead machine) takes over as soon as a pointer comes over it or focus comes into
// it, with what the shopper has typed, the focus where it was, and a pressed
// Next carried out.
const loadLeadForm = () => import('./lead-form').then((m) => m.LeadForm);

function value(values: FormValues, name: string): string {
  const v = values[name];
  return typeof v === 'string' ? v : v == null ? '' : String(v);
}

function PreviewField({ field, values }: { field: FieldSpec; values: FormValues }) {
  switch (field.kind) {
    case 'text':
      return (
        <div data-slot="form-field" data-name={field.name} className="fc-form-field">
          <TextField
            name={field.name}
            label={field.label}
            type={field.type}
            required={field.required}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            maxLength={field.maxLength}
            multiline={field.multiline}
            hint={field.hint}
            placeholder={field.placeholder}
            defaultValue={value(values, field.name)}
          />
        </div>
      );
    case 'select':
      return (
        <div data-slot="form-field" data-name={field.name} className="fc-form-field">
          <NativeSelect
            name={field.name}
            label={field.label}
            placeholder={field.placeholder}
            options={field.options}
            defaultValue={value(values, field.name)}
            required={field.required}
          />
        </div>
      );
    case 'checkbox':
      return (
        <div data-slot="form-field" data-name={field.name} className="fc-form-field">
          {/* A native box until the live form's (the kit's Checkbox) takes over. */}
          <label className="fc-lead-form__preview-check">
            <input type="checkbox" name={field.name} defaultChecked={values[field.name] === true} />{' '}
            {field.label}
          </label>
        </div>
      );
    default:
      return field satisfies never;
  }
}

function PreviewItems({ items, values }: { items: readonly FieldListItem[]; values: FormValues }) {
  return items.map((item) => {
    switch (item.kind) {
      case 'row':
        return (
          <div key={item.fields.map((f) => f.name).join(' ')} className="fc-form-row">
            {item.fields.map((field) => (
              <PreviewField key={field.name} field={field} values={values} />
            ))}
          </div>
        );
      case 'group':
        return (
          <fieldset key={item.legend} className="fc-form-group">
            <legend>{item.legend}</legend>
            {item.fields.map((field) => (
              <PreviewField key={field.name} field={field} values={values} />
            ))}
          </fieldset>
        );
      default:
        return <PreviewField key={item.name} field={item} values={values} />;
    }
  });
}

export function DeferredLeadForm(props: LeadFormProps) {
  const storefront = useStorefront();
  const { kind, car, initialValues, location } = props;
  const settings = props.settings ?? storefront.site.lead ?? defaultLeadSettings;
  const hasCar = car !== null;
  const itemType = car?.item_type ?? 'car';
  // The same fields the live form will ask: none for a location it is addressed
  // to, no date where the page picks the test-drive time.
  const addressed = location !== undefined;
  const askDate = props.testDriveSlot === undefined;
  const steps = useMemo(() => {
    const forSite = leadFormConfig({ kind, hasCar, settings });
    const config = addressed
      ? { ...forSite, locationShown: false, dealershipShown: false }
      : forSite;
    return leadFormSteps({
      kind,
      config,
      settings,
      hasCar,
      itemType,
      askDate,
      termsLabel: 'terms',
    });
  }, [kind, hasCar, settings, itemType, addressed, askDate]);
  const [start] = useState(() => ({
    ...leadFormDefaults(kind, steps, itemType),
    ...initialValues,
  }));
  const typed = useRef<FormValues>({});
  const pendingNext = useRef(false);
  const { Live, load, container } = useDeferredLive<LeadFormProps>(
    loadLeadForm,
    (error) =>
      storefront.logger({ level: 'error', message: 'lead form failed to load', data: error }),
    (root, carried) => {
      // A Next pressed before the form arrived is carried out; else the focus returns.
      if (pendingNext.current) {
        pendingNext.current = false;
        root?.querySelector('form')?.requestSubmit();
      } else {
        focusControl(root, carried);
      }
    },
  );

  if (Live) {
    return (
      <div ref={container} data-slot="lead-form-host" data-state="live">
        <Live {...props} initialValues={{ ...initialValues, ...typed.current }} />
      </div>
    );
  }
  const first = steps[0];
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    if (!target.name) return;
    typed.current[target.name] =
      target instanceof HTMLInputElement && target.type === 'checkbox'
        ? target.checked
        : target.value;
  };
  return (
    <div
      ref={container}
      data-slot="lead-form-host"
      data-state="preview"
      onPointerEnter={load}
      onFocusCapture={load}
    >
      <form
        noValidate
        className={['fc-lead-form', props.className].filter(Boolean).join(' ')}
        data-slot="lead-form"
        data-kind={kind}
        data-state="preview"
        data-step={1}
        onInput={onInput}
        onChange={onInput}
        onSubmit={(event) => {
          event.preventDefault();
          pendingNext.current = true;
          load();
        }}
      >
        <div className="fc-lead-form__progress">
          <h3 className="fc-lead-form__step-title">{first?.title}</h3>
          <p className="fc-lead-form__step-count">{`Step 1 of ${steps.length}`}</p>
        </div>
        <div className="fc-lead-form__fields">
          <PreviewItems items={first?.items ?? []} values={start} />
        </div>
        <div className="fc-lead-form__actions">
          <Button type="submit" className="fc-lead-form__submit">
            Next
          </Button>
        </div>
        <PrivacyNotice purpose={props.privacyPurpose ?? kind} />
      </form>
    </div>
  );
}
