import {
  CHAT_LEAD_CATEGORY,
  CHAT_LEAD_SUBCATEGORY,
  defaultLeadSettings,
  LEAD_FORM_ERROR_HEADING,
  leadFormConfig,
  leadKindForms,
  leadSubmitFailure,
  OPT_IN_DEFAULT,
  OPT_IN_LABEL,
} from '@forecourt/core';
import type { LeadCar } from '@forecourt/machines';
import { useLeadForm } from '@forecourt/machines/react';
import { Button, Checkbox } from '@forecourt/ui';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useStorefront } from '../../context';
import { PrivacyNotice } from '../../form/privacy-notice';
import { browserPage, newIdempotencyKey } from '../../lead/page';
import { storedContact } from '../../lead/stored-contact';
import { type ChatQuestion, chatQuestions, chatSteps } from './chat-questions';
import './chat.css';

export type ChatConversationProps = {
  /** The car the chat is about (the lead's car). */
  car: LeadCar;
  carTitle: string;
  /** Said first, e.g. why the provider's chat is not the one open. */
  notice?: string | null;
  /** Where the terms of use are (the terms answer links to them). */
  termsHref?: string;
};

function answerText(question: ChatQuestion, values: Record<string, unknown>): string {
  if (question.kind === 'send') return '';
  const value = values[question.field];
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? '(no message)' : text;
}

/**
 * The embedded chat: the car's enquiry as a
 * conversation (docs/rules.md#chat). Each question is a bubble; the shopper answers in one box and
 * the lead form machine checks that answer with core's rules (docs/rules.md#lead-form: the same fields, messages and heading as the enquiry form) before the
 * next question. The last step sends the lead through the shared sender as the
 * car's enquiry, subcategory 'Chat Enquiry', and the thanks appear in the chat.
 */
export function ChatConversation({
  car,
  carTitle,
  notice,
  termsHref = '/terms-and-conditions',
}: ChatConversationProps) {
  const storefront = useStorefront();
  const settings = storefront.site.lead ?? defaultLeadSettings;
  const config = useMemo(
    () => leadFormConfig({ kind: 'enquiry', hasCar: true, settings }),
    [settings],
  );
  const questions = useMemo(() => chatQuestions({ config, carTitle }), [config, carTitle]);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [page] = useState(browserPage);
  const lead = useLeadForm({
    form: leadKindForms.enquiry,
    category: CHAT_LEAD_CATEGORY,
    subcategory: CHAT_LEAD_SUBCATEGORY,
    config,
    steps: chatSteps(questions),
    car,
    page,
    idempotencyKey,
    submitLead: (submission) => storefront.client.submitLead(submission),
    track: storefront.track,
    // A lead that is answered with a lead_id goes on to /success, as the
    // enquiry form does; the thanks are said in the chat meanwhile (docs/rules.md#chat).
    navigate: storefront.navigate,
    storage: storefront.storage,
    logger: storefront.logger,
  });

  // What the shopper has answered so far; an earlier lead's contact details
  // start the boxes they belong to.
  const [answers, setAnswers] = useState<Record<string, unknown>>(() => ({
    ...storedContact(storefront.storage),
    opt_in: OPT_IN_DEFAULT,
    terms_conditions: false,
  }));
  const question = questions[lead.step] ?? questions[questions.length - 1];
  const sent = lead.status === 'success';

  // A new question (or the chat opening) puts focus in its answer box; the
  // thanks take focus once sent, so they are read and the box is not left behind.
  const answerBox = useRef<HTMLInputElement>(null);
  const firstBox = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLLIElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes or the lead is sent
  useEffect(() => {
    if (sent) thanks.current?.focus();
    else if (question?.kind === 'answer') answerBox.current?.focus();
    else firstBox.current?.focus();
  }, [lead.step, sent]);
  // The newest bubble stays in view as the conversation grows.
  const logBox = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a bubble is added
  useEffect(() => {
    const box = logBox.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lead.step, sent, lead.errors]);
  // An answer the machine refused keeps focus in its box.
  useEffect(() => {
    if (Object.keys(lead.errors).length > 0 && question?.kind === 'answer') {
      answerBox.current?.focus();
    }
  }, [lead.errors, question]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!question || sent) return;
    const fields = question.kind === 'answer' ? [question.field] : question.fields;
    lead.next(Object.fromEntries(fields.map((f) => [f, answers[f]])), lead.step);
  };

  const failure = lead.status === 'error' ? leadSubmitFailure('enquiry', lead.serverMessage) : null;
  const stepErrors = question
    ? (question.kind === 'answer' ? [question.field] : question.fields)
        .map((f) => lead.errors[f])
        .filter((m): m is string => typeof m === 'string')
    : [];
  const errorId = 'fc-chat-error';
  const firstName = typeof answers.name === 'string' ? answers.name.trim().split(/\s+/)[0] : '';

  return (
    <div className="fc-chat" data-slot="chat" data-state={lead.status} data-step={lead.step + 1}>
      <div
        ref={logBox}
        className="fc-chat__log"
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        // A long conversation scrolls: keyboard users can reach it to scroll it back.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
        tabIndex={0}
      >
        <ol className="fc-chat__thread">
          {notice ? (
            <li className="fc-chat__bubble" data-from="dealer" data-slot="chat-notice">
              {notice}
            </li>
          ) : null}
          {questions.slice(0, lead.step + 1).map((q, index) => (
            <QuestionAndAnswer
              // The questions are fixed for the chat's life: their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              question={q}
              asked={q.ask(answers)}
              answer={index < lead.step ? answerText(q, answers) : null}
            />
          ))}
          {sent ? (
            <li
              ref={thanks}
              tabIndex={-1}
              className="fc-chat__bubble"
              data-from="dealer"
              data-slot="chat-thanks"
            >
              {`Thank you${firstName ? `, ${firstName}` : ''}, your enquiry has been sent. Our team will be in touch shortly.`}
            </li>
          ) : null}
        </ol>
      </div>

      {sent || !question ? null : (
        <form className="fc-chat__reply" noValidate onSubmit={onSubmit} data-slot="chat-reply">
          {stepErrors.length > 0 ? (
            <div id={errorId} role="alert" className="fc-chat__errors" data-slot="chat-errors">
              <p className="fc-chat__errors-heading">{LEAD_FORM_ERROR_HEADING}</p>
              <ul>
                {stepErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {failure ? (
            // Enquiry form submit failure: the alert, and the server's own
            // message where it sent one (docs/rules.md#submit-failure).
            <div className="fc-chat__errors" data-slot="chat-failure">
              {failure.alert ? <p role="alert">{failure.alert}</p> : null}
              {failure.banner !== failure.alert ? <p role="status">{failure.banner}</p> : null}
            </div>
          ) : null}

          {question.kind === 'answer' ? (
            <div className="fc-chat__answer">
              <label className="fc-chat__label" htmlFor="fc-chat-answer">
                {question.label}
                {question.optional ? ' (optional)' : ''}
              </label>
              <div className="fc-chat__row">
                <input
                  ref={answerBox}
                  id="fc-chat-answer"
                  className="fc-input fc-chat__input"
                  name={question.field}
                  type={question.input.type ?? 'text'}
                  inputMode={question.input.inputMode}
                  maxLength={question.input.maxLength}
                  autoComplete={question.input.autoComplete ?? 'off'}
                  value={
                    typeof answers[question.field] === 'string'
                      ? (answers[question.field] as string)
                      : ''
                  }
                  aria-invalid={stepErrors.length > 0 ? true : undefined}
                  aria-describedby={stepErrors.length > 0 ? errorId : undefined}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setAnswers((before) => ({ ...before, [question.field]: value }));
                  }}
                />
                <Button type="submit" className="fc-chat__send">
                  Reply
                </Button>
              </div>
            </div>
          ) : (
            <div className="fc-chat__answer">
              <Checkbox
                ref={firstBox}
                name="opt_in"
                label={OPT_IN_LABEL}
                checked={answers.opt_in === true}
                onCheckedChange={(checked) =>
                  setAnswers((before) => ({ ...before, opt_in: checked === true }))
                }
              />
              {question.fields.includes('terms_conditions') ? (
                <Checkbox
                  name="terms_conditions"
                  label={
                    <>
                      I agree to the{' '}
                      <a href={termsHref} target="_blank" rel="noreferrer">
                        terms of use
                      </a>
                    </>
                  }
                  checked={answers.terms_conditions === true}
                  error={lead.errors.terms_conditions}
                  onCheckedChange={(checked) =>
                    setAnswers((before) => ({ ...before, terms_conditions: checked === true }))
                  }
                />
              ) : null}
              <Button
                type="submit"
                loading={lead.submitting}
                className="fc-chat__send"
                data-slot="chat-send"
              >
                Send enquiry
              </Button>
            </div>
          )}
          {lead.step > 0 && !lead.submitting ? (
            <Button variant="link" onClick={lead.back} className="fc-chat__back">
              Change my last answer
            </Button>
          ) : null}
          <PrivacyNotice purpose="enquiry" />
        </form>
      )}
    </div>
  );
}

function QuestionAndAnswer({
  question,
  asked,
  answer,
}: {
  question: ChatQuestion;
  asked: string;
  answer: string | null;
}) {
  return (
    <>
      <li className="fc-chat__bubble" data-from="dealer">
        {asked}
      </li>
      {answer !== null && question.kind === 'answer' ? (
        <li className="fc-chat__bubble" data-from="shopper">
          <span className="fc-visually-hidden">{`${question.label}: `}</span>
          {answer}
        </li>
      ) : null}
    </>
  );
}
