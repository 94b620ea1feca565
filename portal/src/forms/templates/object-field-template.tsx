import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The screen's fields in order, without rjsf's untitled `<fieldset>`. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <div className="form-fields">{properties.map((p) => (p.hidden ? null : <div key={p.name}>{p.content}</div>))}</div>
  );
}
