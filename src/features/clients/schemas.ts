import { z } from 'zod';
import {
  hasValidCurpCheckDigit,
  hasValidRfcCheckDigit,
  isCurpFormat,
  isRfcFormat,
  normalizeIdentifier,
} from '@/lib/mx-identifiers';

/** Every message the client form and its server checks show (001 §5, §8). */
export const CLIENT_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  nameTooLong: 'El nombre admite hasta 300 caracteres',
  emailInvalid: 'Ingresa un correo electrónico válido',
  phoneInvalid: 'El teléfono debe tener 10 dígitos en el formato 555-123-4567',
  addressTooLong: 'La dirección admite hasta 1000 caracteres',
  rfcTitle: 'RFC inválido',
  rfcFormat: 'El RFC debe tener el formato correcto',
  rfcTooLong: 'El RFC admite hasta 13 caracteres',
  rfcCheckDigit:
    'El dígito verificador del RFC no coincide con el resto de la clave; revisa que esté bien escrito',
  curpTitle: 'CURP inválido',
  curpFormat: 'La CURP debe tener el formato correcto',
  curpTooLong: 'La CURP admite hasta 18 caracteres',
  curpCheckDigit:
    'El dígito verificador de la CURP no coincide con el resto de la clave; revisa que esté bien escrita',
  duplicateTitle: 'Cliente duplicado encontrado',
  duplicateRfc: 'Ya existe un cliente con el mismo RFC',
  duplicateCurp: 'Ya existe un cliente con el mismo CURP',
  created: 'Cliente creado',
  updated: 'Cliente actualizado',
  createFailed: 'Error al crear cliente',
  updateFailed: 'Error al actualizar cliente',
  loadFailed: 'Error al cargar clientes',
} as const;

export const RFC_MAX_LENGTH = 13;
export const CURP_MAX_LENGTH = 18;
export const PHONE_MAX_LENGTH = 12;

const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

const rfcField = z
  .string()
  .transform(normalizeIdentifier)
  .pipe(
    z
      .string()
      .max(RFC_MAX_LENGTH, CLIENT_MESSAGES.rfcTooLong)
      .refine((rfc) => rfc === '' || isRfcFormat(rfc), CLIENT_MESSAGES.rfcFormat)
      .refine(
        (rfc) => rfc === '' || !isRfcFormat(rfc) || hasValidRfcCheckDigit(rfc),
        CLIENT_MESSAGES.rfcCheckDigit,
      ),
  );

const curpField = z
  .string()
  .transform(normalizeIdentifier)
  .pipe(
    z
      .string()
      .max(CURP_MAX_LENGTH, CLIENT_MESSAGES.curpTooLong)
      .refine((curp) => curp === '' || isCurpFormat(curp), CLIENT_MESSAGES.curpFormat)
      .refine(
        (curp) => curp === '' || !isCurpFormat(curp) || hasValidCurpCheckDigit(curp),
        CLIENT_MESSAGES.curpCheckDigit,
      ),
  );

const emailSchema = z.email();

/** The create/edit dialog: strings as typed in, a row to store out (empty optionals → null). */
export const clientFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, CLIENT_MESSAGES.nameRequired)
      .max(300, CLIENT_MESSAGES.nameTooLong),
    email: z
      .string()
      .trim()
      .refine((email) => email === '' || emailSchema.safeParse(email).success, {
        message: CLIENT_MESSAGES.emailInvalid,
      }),
    phone: z
      .string()
      .trim()
      .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), CLIENT_MESSAGES.phoneInvalid),
    address: z.string().trim().max(1000, CLIENT_MESSAGES.addressTooLong),
    rfc: rfcField,
    curp: curpField,
  })
  .transform((values) => ({
    name: values.name,
    email: values.email === '' ? null : values.email.toLowerCase(),
    phone: values.phone === '' ? null : values.phone,
    address: values.address === '' ? null : values.address,
    rfc: values.rfc === '' ? null : values.rfc,
    curp: values.curp === '' ? null : values.curp,
  }));

export type ClientFormValues = z.input<typeof clientFormSchema>;
export type ClientInput = z.output<typeof clientFormSchema>;

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  rfc: '',
  curp: '',
};
