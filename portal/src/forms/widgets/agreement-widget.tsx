import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { inputAria } from '../input-aria';
import { portalContext } from '../form-context';

/** Agreement options the binder puts in `ui:options.agreement`. */
interface AgreementOptions {
  name: string;
  url: string;
  requireLinkClick: boolean;
}

/**
 * rjsf widget `agreement`: a checkbox with its own label and the agreement's link. With
 * forceUserToClickOnURLToAgree on, the checkbox stays disabled until the link was clicked, and the
 * spec's instruction says why.
 */
export function AgreementWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, options, rawErrors, registry } = props;
  const { reader } = portalContext(registry.formContext);
  const agreement = options.agreement as AgreementOptions;
  const [clicked, setClicked] = useState(false);
  const locked = agreement.requireLinkClick && !clicked;
  const hintId = `${id}__hint`;
  return (
    <div className="agreement">
      <input
        type="checkbox"
        id={id}
        checked={value === true}
        disabled={disabled || readonly || locked}
        {...inputAria(id, rawErrors, false, locked ? [hintId] : [])}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{reader.text('forms.agreementLabel', { name: agreement.name })}</label>{' '}
      <a href={agreement.url} target="_blank" rel="noopener noreferrer" onClick={() => setClicked(true)}>
        {agreement.name}
      </a>
      {locked && (
        <p className="form-field__help" id={hintId}>
          {reader.text('forms.agreementMustClick', { name: agreement.name })}
        </p>
      )}
    </div>
  );
}
