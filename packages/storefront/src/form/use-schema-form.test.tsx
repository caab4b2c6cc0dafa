import {
  defaultLeadFormConfig,
  LEAD_FORM_ERROR_HEADING,
  leadFormSchema,
  TERMS_REQUIRED_MESSAGE,
} from '@forecourt/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { type FieldListItem, FormErrorSummary, FormFields, fieldNames, fieldsOf } from './fields';
import { type SchemaForm, SchemaFormProvider, useSchemaForm } from './use-schema-form';

// The form layer against one of core's schemas: react-hook-form holds the
// values, the schema finds the problems, and the adapters bind the UI kit's
// inputs. A form here is a schema and a field list; no machine is needed.

async function expectNoAxeViolations(node: Element = document.body): Promise<void> {
  const results = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

const schema = leadFormSchema({
  ...defaultLeadFormConfig,
  generalEnquiry: true,
  termsRequired: true,
});

const items: FieldListItem[] = [
  {
    kind: 'select',
    name: 'category',
    label: 'Enquiry type',
    placeholder: 'Choose a category',
    options: [
      { value: 'Sales Enquiry', label: 'Sales Enquiry' },
      { value: 'Parts Enquiry', label: 'Parts Enquiry' },
    ],
    required: true,
  },
  {
    kind: 'row',
    fields: [
      { kind: 'text', name: 'name', label: 'First name', required: true },
      { kind: 'text', name: 'last_name', label: 'Last name (optional)' },
    ],
  },
  { kind: 'text', name: 'email', label: 'Email', type: 'email', required: true },
  { kind: 'text', name: 'message', label: 'Message', multiline: true, required: true },
  { kind: 'checkbox', name: 'terms_conditions', label: 'I agree to the terms of use' },
];
const names = fieldNames(items);

function TestForm({
  defaultValues,
  onForm,
}: {
  defaultValues: Record<string, unknown>;
  onForm: (form: SchemaForm) => void;
}) {
  const schemaForm = useSchemaForm({
    schema,
    defaultValues: {
      category: '',
      name: '',
      last_name: '',
      email: '',
      message: '',
      terms_conditions: false,
      ...defaultValues,
    },
  });
  onForm(schemaForm);
  return (
    <SchemaFormProvider value={schemaForm}>
      <form noValidate aria-label="Test form">
        <FormErrorSummary fields={fieldsOf(items)} heading={LEAD_FORM_ERROR_HEADING} />
        <FormFields items={items} />
      </form>
    </SchemaFormProvider>
  );
}

function renderForm(defaultValues: Record<string, unknown> = {}) {
  let form: SchemaForm | null = null;
  render(
    <TestForm
      defaultValues={defaultValues}
      onForm={(rendered) => {
        form = rendered;
      }}
    />,
  );
  return (): SchemaForm => {
    if (!form) throw new Error('the form did not render');
    return form;
  };
}

describe('given a step with problems', () => {
  it('focuses the first invalid field in the order given and lists the problems under the heading', async () => {
    const form = renderForm({ category: 'Sales Enquiry', name: 'Alex' });
    let valid = true;
    await act(async () => {
      valid = await form().validate(names);
    });
    expect(valid).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));

    const list = screen.getByRole('alert');
    expect(within(list).getByText(LEAD_FORM_ERROR_HEADING)).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Please enter your email address.',
      'Please enter a message.',
      TERMS_REQUIRED_MESSAGE,
    ]);
    // Each message links to its input.
    const link = within(list).getByRole('link', { name: 'Please enter your email address.' });
    expect(link.getAttribute('href')).toBe(`#${screen.getByLabelText(/^Email/).id}`);
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();
  });

  it('reaches a select’s trigger and a checkbox when they are the first invalid field', async () => {
    const form = renderForm({ name: 'Alex', email: 'alex@example.com', message: 'Hi' });
    await act(async () => {
      await form().validate(names);
    });
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Enquiry type' }));
    // A select's message is listed but not linked: the UI kit owns the trigger's id.
    const list = within(screen.getByRole('alert'));
    expect(list.queryByRole('link', { name: 'Please choose an enquiry category.' })).toBeNull();
    expect(list.getByText('Please choose an enquiry category.')).toBeTruthy();

    await act(async () => {
      await form().validate(['terms_conditions']);
    });
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: 'I agree to the terms of use' }),
    );
    await expectNoAxeViolations();
  });

  it('checks only the fields named: the rest of the schema does not hold a step back', async () => {
    const form = renderForm({ name: 'Alex' });
    let valid = false;
    await act(async () => {
      valid = await form().validate(['name', 'last_name']);
    });
    expect(valid).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks a field showing an error again as it changes, and no other', async () => {
    const form = renderForm();
    const user = userEvent.setup();
    await act(async () => {
      await form().validate(names);
    });
    await user.type(screen.getByLabelText(/^Email/), 'alex@');
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert')).getByText(
          'Please enter a valid email address, like name@example.com.',
        ),
      ).toBeTruthy(),
    );
    await user.type(screen.getByLabelText(/^Email/), 'example.com');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBeNull(),
    );
    // The other fields keep their messages until they change or the step is checked again.
    expect(
      within(screen.getByRole('alert')).getByText('Please enter your first name.'),
    ).toBeTruthy();
  });
});

describe('given problems found elsewhere', () => {
  it('shows them on their fields, lists the unknown ones unlinked and focuses the first in order', async () => {
    const form = renderForm();
    act(() => {
      form().showErrors(
        { car_id: 'This car is not sold here.', email: 'This email address cannot receive mail.' },
        names,
      );
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));
    const list = within(screen.getByRole('alert'));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'This email address cannot receive mail.',
      'This car is not sold here.',
    ]);
    expect(list.queryByRole('link', { name: 'This car is not sold here.' })).toBeNull();

    // The next check starts afresh.
    await act(async () => {
      await form().validate(['email']);
    });
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('the adapters', () => {
  it('hand the UI kit’s values to the form and are reached by keyboard in order', async () => {
    const form = renderForm();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Enquiry type' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(/^First name/));
    await user.type(document.activeElement as Element, 'Alex');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Last name (optional)'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Message/));
    await user.type(document.activeElement as Element, 'Two lines{Enter}please');
    await user.tab();
    const terms = screen.getByRole('checkbox', { name: 'I agree to the terms of use' });
    expect(document.activeElement).toBe(terms);
    await user.keyboard(' ');

    screen.getByRole('combobox', { name: 'Enquiry type' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Parts Enquiry' }));

    expect(form().values()).toMatchObject({
      category: 'Parts Enquiry',
      name: 'Alex',
      message: 'Two lines\nplease',
      terms_conditions: true,
    });
  });
});
