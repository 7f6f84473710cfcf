import type {ReactNode} from 'react';
import {searchSections} from './sections';

/**
 * The section filter of site search, labelled "Section": "All sections" (the
 * empty value) and each section of `searchSections`. The navbar box and the
 * `/search` page both render it.
 */
export default function SectionSelect({
  className,
  name,
  value,
  onChange,
}: {
  /** Class of the wrapping `<label>`. */
  className: string;
  /** The select's form field name, where it belongs to a form. */
  name?: string;
  /** The section's label, or '' for all sections. */
  value: string;
  onChange: (section: string) => void;
}): ReactNode {
  return (
    <label className={className}>
      <span>Section</span>
      <select name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All sections</option>
        {searchSections.map(({label}) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
