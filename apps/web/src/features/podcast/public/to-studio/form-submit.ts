import { describeFailure } from './submit-errors';
import { isOptional, validate, type Rule } from './validate';

/**
 * One public form's send, without React: check the fields, take a form token, post the body with
 * the honeypot's value, and say what happened. use-public-form.ts keeps the state around it.
 */
export type SubmitOutcome<F extends string> =
  | { ok: true }
  | { ok: false; stage: 'invalid'; fields: Partial<Record<F, string>> }
  | { ok: false; stage: 'refused'; fields: Partial<Record<F, string>>; message: string; tokenExpired: boolean };

export type PublicFormBody<F extends string> = Partial<Record<F, string>> & { website: string; form_token: string };

/**
 * The body the server expects: the fields as typed (it trims and normalises the phone itself), an
 * empty optional field left out, `website` whatever the honeypot holds (a person leaves it empty),
 * and the form token.
 */
export function buildBody<F extends string>(rules: Record<F, Rule>, values: Record<F, string>, website: string, formToken: string): PublicFormBody<F> {
  const body: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    if (isOptional(rules[field]) && values[field].trim() === '') continue;
    body[field] = values[field];
  }
  return { ...body, website, form_token: formToken };
}

export async function submitPublicForm<F extends string>({
  rules,
  values,
  website,
  takeToken,
  send,
}: {
  rules: Record<F, Rule>;
  values: Record<F, string>;
  website: string;
  takeToken: () => Promise<string>;
  send: (body: PublicFormBody<F>) => Promise<unknown>;
}): Promise<SubmitOutcome<F>> {
  const fields = validate(rules, values);
  if (Object.keys(fields).length > 0) return { ok: false, stage: 'invalid', fields };
  try {
    await send(buildBody(rules, values, website, await takeToken()));
    return { ok: true };
  } catch (error) {
    const failure = describeFailure(error, Object.keys(rules) as F[]);
    return { ok: false, stage: 'refused', ...failure };
  }
}
