/**
 * Hooks of forms posted to their own page (the member and client centers): where such a form posts, the
 * links that open or close a part of the page, and whether a given form is being sent.
 */
import { useLocation, useNavigation } from "react-router";

/** The query parameter a successful form leaves in the page address after its redirect (`?notice=`). */
export const NOTICE_PARAM = "notice";

/**
 * The action address of a form posted to its own page: the page's address with what it opens
 * (`?thread=`, `?cancel=`…), but without the notice of an earlier form, which a refusal would say again.
 */
export function useFormTarget(): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(NOTICE_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether the page is sending a form with this intent (and, for a repeated form, this key's value). */
export function useSending(intent: string, key?: { name: string; value: number }): boolean {
  const navigation = useNavigation();
  const form = navigation.formData;
  if (navigation.state !== "submitting" || form?.get("intent") !== intent) return false;
  return !key || form.get(key.name) === String(key.value);
}

/**
 * The page's own address with `param` set to `value` (opening a part of the page), or removed when
 * `value` is null (closing it); other parameters, such as an administrator's `?memberId=`, stay.
 */
export function usePageLink(param: string, value: string | number | null, anchor?: string): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(NOTICE_PARAM);
  if (value === null) params.delete(param);
  else params.set(param, String(value));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${anchor ? `#${anchor}` : ""}`;
}
