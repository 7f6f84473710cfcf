/**
 * Wraps the interactive panel's text input so the credential fields suggest
 * the free test key. The theme uses the security scheme's name (`ApiKey`)
 * as the placeholder; this swaps it for the value a reader should type.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import FormTextInput from '@theme-original/ApiExplorer/FormTextInput';
import {credentialPlaceholders} from '@site/plugins/openapi-samples/credentials';

type Props = ComponentProps<typeof FormTextInput> & {placeholder?: string};

export default function FormTextInputWrapper(props: Props): ReactNode {
  const placeholder =
    props.placeholder !== undefined
      ? (credentialPlaceholders[props.placeholder] ?? props.placeholder)
      : undefined;
  return <FormTextInput {...props} placeholder={placeholder} />;
}
