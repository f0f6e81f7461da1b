export { FormField, type FormFieldProps, Input, type InputProps, useFormField } from './Input.tsx';
