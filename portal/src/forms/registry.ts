import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './templates/base-input-template';
import { ErrorSummary } from './templates/error-summary';
import { FieldTemplate } from './templates/field-template';
import { ObjectFieldTemplate } from './templates/object-field-template';
import { SubmitButton } from './templates/submit-button';
import { lazyWidget } from './lazy-widget';
import { ChoiceSelectWidget } from './widgets/choice-select-widget';
import { PasswordRevealWidget } from './widgets/password-input';

/** The portal's widgets, by the names screen files use in `widget`. */
export const portalWidgets: RegistryWidgetsType = {
  'password-reveal': PasswordRevealWidget,
  'password-rules': lazyWidget(() => import('./widgets/password-rules-widget').then((m) => m.PasswordRulesWidget)),
  masked: lazyWidget(() => import('./widgets/masked-input-widget').then((m) => m.MaskedInputWidget)),
  agreement: lazyWidget(() => import('./widgets/agreement-widget').then((m) => m.AgreementWidget)),
  // The agreement list brings the modal and the rich-text sanitizer: loaded only where agreements are asked.
  'agreement-list': lazyWidget(() => import('./widgets/agreement-list-widget').then((m) => m.AgreementListWidget)),
  select: ChoiceSelectWidget,
};

/** The portal's templates. Errors render in FieldTemplate, so rjsf's per-field error and help lists are off. */
export const portalTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  BaseInputTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: ErrorSummary,
  FieldErrorTemplate: () => null,
  FieldHelpTemplate: () => null,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};
