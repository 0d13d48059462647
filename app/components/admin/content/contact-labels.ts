import { CONTACT_TOPICS, type ContactStatus } from "#features/content/content.rules.ts";

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "New",
  answered: "Answered",
  closed: "Closed",
};

/** The words the contact form showed for a topic. */
export function topicLabel(topic: string): string {
  return CONTACT_TOPICS.find((item) => item.value === topic)?.label ?? topic;
}
