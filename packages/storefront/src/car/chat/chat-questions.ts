import { type ContactField, contactFields, type LeadFormConfig } from '@forecourt/core';

// The embedded chat's questions (docs/rules.md#chat): the car's
// enquiry asked one field at a time. Which fields there are and which are
// required is core's (`leadFormConfig` for the enquiry about a car); this file
// only words each question and puts one field on each step, so the lead form
// machine checks each answer with core's schema as the shopper gives it.

/** The answer box's type, keyboard and autofill: a contact field's, or the message's. */
export type ChatAnswerInput = Partial<Omit<ContactField, 'name' | 'label'>>;

export type ChatQuestion =
  | {
      kind: 'answer';
      field: 'message' | 'name' | 'email' | 'phone' | 'postcode';
      /** What the chat asks, as a bubble. */
      ask: (answers: Readonly<Record<string, unknown>>) => string;
      /** The answer box's label. */
      label: string;
      input: ChatAnswerInput;
      /** May be sent empty (the message, where the dealership makes it optional). */
      optional: boolean;
    }
  | {
      /** The last step: the opt-in, the terms where required, and Send. */
      kind: 'send';
      fields: readonly string[];
      ask: () => string;
    };

export type ChatQuestionsInput = {
  config: LeadFormConfig;
  /** The car's title, '2021 Toyota Hilux SR5'. */
  carTitle: string;
};

/** A contact field's question: its label and input are core's. */
function contactQuestion(
  field: 'name' | 'email' | 'phone' | 'postcode',
  ask: (answers: Readonly<Record<string, unknown>>) => string,
): ChatQuestion {
  const { name: _name, label, ...input } = contactFields[field];
  return { kind: 'answer', field, ask, label, input, optional: false };
}

function firstName(answers: Readonly<Record<string, unknown>>): string {
  const name = answers.name;
  return typeof name === 'string' ? name.trim().split(/\s+/)[0] || '' : '';
}

/** The questions, in order, for the car's enquiry on this site. */
export function chatQuestions({ config, carTitle }: ChatQuestionsInput): ChatQuestion[] {
  const questions: ChatQuestion[] = [
    {
      kind: 'answer',
      field: 'message',
      ask: () =>
        config.messageRequired
          ? `Hi! What would you like to know about the ${carTitle}?`
          : `Hi! What would you like to know about the ${carTitle}? You can leave this empty and just send your details.`,
      label: 'Your message',
      input: {},
      optional: !config.messageRequired,
    },
    contactQuestion('name', () => 'Thanks. What is your first name?'),
    contactQuestion('email', (answers) => {
      const name = firstName(answers);
      return `${name ? `Nice to meet you, ${name}. ` : ''}What is your email address?`;
    }),
    contactQuestion('phone', () => 'And the best phone number to reach you on?'),
  ];
  if (config.postcodeShown) {
    questions.push(contactQuestion('postcode', () => 'Last one: what is your postcode?'));
  }
  questions.push({
    kind: 'send',
    fields: config.termsRequired ? ['opt_in', 'terms_conditions'] : ['opt_in'],
    ask: () =>
      config.termsRequired
        ? 'Thanks! Please agree to the terms of use, then send your enquiry to our team.'
        : 'Thanks! Send your enquiry to our team when you are ready.',
  });
  return questions;
}

/** The lead form machine's steps: the field names each question answers. */
export function chatSteps(questions: readonly ChatQuestion[]): string[][] {
  return questions.map((q) => (q.kind === 'answer' ? [q.field] : [...q.fields]));
}
