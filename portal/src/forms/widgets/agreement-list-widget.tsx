import type { WidgetProps } from '@rjsf/utils';
import type { BoundAgreementList } from '@schemas/screens/bind-options';
import { errorId, uniqueMessages } from '../input-aria';
import { portalContext } from '../form-context';
import { AgreementListRow } from './agreement-list-row';

/**
 * rjsf widget `agreement-list` (access spec §4 "Agreements step", §5 "Registration, logon"): the value is
 * the array of accepted agreement ids; one checkbox row per option the binder resolved. A fieldset whose
 * legend is the field's label groups the rows; the field's own message ('You must select all agreements.')
 * sits in the group and describes it, and after a failed submit each unticked row says it must be ticked.
 * When the screen has no error summary the group message is an alert, so it is announced like a summary.
 */
export function AgreementListWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, options, rawErrors, label, registry } = props;
  const { bound } = portalContext(registry.formContext);
  const list = options.agreementList as BoundAgreementList;
  const accepted: unknown[] = Array.isArray(value) ? value : [];
  const messages = uniqueMessages(rawErrors);
  const toggle = (v: string | number, checked: boolean) => {
    const next = new Set(accepted.filter((a) => a !== v));
    if (checked) next.add(v);
    // Keep the list's own order, so the value does not depend on the order of clicks.
    onChange(list.rows.map((r) => r.value).filter((r) => next.has(r)));
  };

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="agreement-list"
      aria-describedby={messages.length ? errorId(id) : undefined}
    >
      <legend className="form-field__label">{label}</legend>
      <ul className="agreement-list__rows">
        {list.rows.map((row) => (
          <AgreementListRow
            key={String(row.value)}
            id={`${id}-${String(row.value)}`}
            row={row}
            checked={accepted.includes(row.value)}
            disabled={disabled === true || readonly === true}
            gated={list.requireLinkClick || list.richTextMode}
            richTextMode={list.richTextMode}
            acceptLabel={list.acceptLabel}
            cancelLabel={list.cancelLabel}
            showError={messages.length > 0}
            onChange={(checked) => toggle(row.value, checked)}
          />
        ))}
      </ul>
      {messages.length > 0 ? (
        <p className="form-field__error" id={errorId(id)} role={bound.errorSummary ? undefined : 'alert'}>
          {messages.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
