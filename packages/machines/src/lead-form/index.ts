export {
  CONTACT_FIELDS,
  LEAD_CONTACT_STORAGE_KEY,
  LEAD_SUCCESS_PATH,
  LEAD_SUCCESS_STORAGE_KEY,
  type LeadCar,
  type LeadFormContext,
  type LeadFormEvent,
  type LeadFormInput,
  type LeadFormView,
  type LeadPage,
  leadFormMachine,
  leadFormView,
  leadSubmissionFor,
  stepErrors,
  type TrackLeadParams,
} from './leadFormMachine';
export { readServerFieldErrors } from './serverErrors';
