// The lead dialogs and forms (SPEC §2 Modals, §4/§5 Lead form) and the /success
// page's thank-you (SPEC §2 Routes).
export { LeadDialog } from './LeadDialog';
export { LeadForm, type LeadFormProps } from './LeadForm';
export { LeadSuccess, type LeadSuccessProps, readLeadSuccess } from './LeadSuccess';
export {
  enquiryCategories,
  type LeadFormDefinition,
  leadFormConfig,
  leadFormDefinitions,
  leadFormSteps,
} from './leadForms';
export {
  defaultLeadSettings,
  type LeadChoice,
  type LeadDialogProps,
  type LeadKind,
  type LeadSettings,
} from './types';
