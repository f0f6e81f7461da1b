import { ParseError, parsePhoneNumberWithError } from 'libphonenumber-js/mobile';

/** A mobile number as the platform stores it, or why it is refused (Chinese and Portuguese). */
export type MobileResult = { mobile: string } | { zh: string; pt: string };

const MAINLAND = /^1\d{10}$/;

const INVALID = { zh: '参数 mobile 不是有效的手机号', pt: 'O parâmetro mobile não é um celular válido' };

/**
 * The platform's rule for a mobile number (issue #30 item 2), by libphonenumber-js's mobile-only numbering plans:
 * mainland numbers in their 11-digit national form (the platform's own), every other country's mobiles in E.164
 * (+5521987654321). A Brazilian mobile is DDD + 9 digits from 9; landlines receive no SMS. Without a + the number
 * is mainland, or, on a Portuguese request (lang=pt-br), Brazilian when it is a Brazilian mobile.
 */
export function platformMobile(text: string, lang: 'zh' | 'pt'): MobileResult {
  const compact = text.replace(/[\s().-]/g, '');
  if (!/^\+?\d{6,16}$/.test(compact)) return INVALID;
  if (!compact.startsWith('+')) {
    if (lang === 'pt') {
      const brazilian = international(`+55${compact.replace(/^0/, '')}`);
      if ('mobile' in brazilian) return brazilian;
    }
    return MAINLAND.test(compact) ? { mobile: compact } : INVALID;
  }
  return international(compact);
}

function international(compact: string): MobileResult {
  let number: ReturnType<typeof parsePhoneNumberWithError>;
  try {
    number = parsePhoneNumberWithError(compact);
  } catch (error) {
    return error instanceof ParseError && error.message === 'INVALID_COUNTRY'
      ? { zh: '参数 mobile 的国家代码无效', pt: 'O parâmetro mobile tem um código de país inválido' }
      : INVALID;
  }
  const national = number.nationalNumber;
  if (number.country === 'CN') return MAINLAND.test(national) ? { mobile: national } : INVALID;
  if (number.country === 'BR' && national.length === 10 && '2345'.includes(national.charAt(2))) {
    return {
      zh: '参数 mobile 是固定电话，无法接收短信',
      pt: 'O parâmetro mobile é um telefone fixo, que não recebe SMS',
    };
  }
  if (number.country === 'BR' && (national.length !== 11 || national.charAt(2) !== '9')) return INVALID;
  return number.isValid() ? { mobile: number.number } : INVALID;
}
