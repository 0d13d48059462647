import type { PromotionDto } from "#features/content/content.schema.ts";
import { SiteLink } from "../layout/site-link.tsx";
import "./content.css";

/** The article promotion (SPEC section 2): a short pitch with one link, beside or below an article. */
export function PromotionAside({ promotion }: { promotion: PromotionDto }) {
  return (
    <aside className="promo" aria-label="Promotion">
      <div className="promo__inner">
        <p className="promo__title">{promotion.title}</p>
        <div className="promo__text" dangerouslySetInnerHTML={{ __html: promotion.bodyHtml }} />
        <SiteLink href={promotion.linkUrl} className="button button--accent promo__link">
          {promotion.linkText}
        </SiteLink>
      </div>
    </aside>
  );
}
