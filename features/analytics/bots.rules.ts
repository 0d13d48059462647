import { isbot } from "isbot";

/** Health checkers and uptime monitors that isbot's crawler list does not name. */
const PROBE_PATTERN =
  /kube-probe|elb-healthchecker|googlehc|health[-_ ]?check|uptime|pingdom|statuscake|site24x7|nagios|zabbix|consul|prometheus|blackbox/i;

/**
 * SPEC section 4: bot user agents, health probes included, are detected and never counted.
 * No user agent at all counts as a bot: browsers always send one.
 */
export function isBotOrProbe(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim() === "") return true;
  return isbot(userAgent) || PROBE_PATTERN.test(userAgent);
}
