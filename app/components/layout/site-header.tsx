import {
  type FocusEvent,
  lazy,
  type PointerEvent,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { track } from "#app/lib/analytics/track.ts";
import { useAuth } from "#app/lib/session.ts";
import { desktopMediaQuery } from "#lib/breakpoints.ts";
import { HEADER_HEIGHT_PX } from "#lib/constants.ts";
import { LogOutButton } from "../account/log-out-button.tsx";
import { ChevronDownIcon, CloseIcon, MenuIcon, SearchIcon } from "../icons.tsx";
import { bodyIsFrozen } from "../modal/modal.tsx";
import { ContactLinks } from "./contact-links.tsx";
import {
  ACCOUNT_SECTION_ID,
  type HeaderAccount,
  type HeaderSectionId,
  headerAccount,
  NAV_SECTIONS,
  type NavLinkItem,
  type NavSection,
  VISITOR_LINKS,
} from "./navigation.ts";
import { SiteLink } from "./site-link.tsx";
import { SiteLogo } from "./site-logo.tsx";
import "./account-menu.css";

/** How long after focus moves a scroll is taken as the browser bringing the focused entry into view. */
const FOCUS_SCROLL_MS = 150;

/**
 * The header's search form, hidden until its panel opens: loaded when the browser is idle after the
 * page, or at once when the panel opens first, so its code (about 9 KiB gzip with the autocomplete)
 * stays out of the JavaScript every page needs to start (decision 019).
 */
const SearchForm = lazy(() =>
  import("../search-form/search-form.tsx").then((module) => ({ default: module.SearchForm })),
);

function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const becomeIdle = () => setIdle(true);
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(becomeIdle, 1_000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(becomeIdle, { timeout: 3_000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}

/** The form, and word once it is on the page (its Suspense boundary commits it with this). */
function HeaderSearchForm({
  firstFieldRef,
  onShown,
}: {
  firstFieldRef: RefObject<HTMLInputElement | null>;
  onShown: () => void;
}) {
  useEffect(onShown, [onShown]);
  return <SearchForm variant="header" firstFieldRef={firstFieldRef} />;
}

/** The panels that replace one another below the bar; the mega menus are tracked as `section`. */
type OpenPanel = "menu" | "search" | null;

const DESKTOP_MEDIA_QUERY = desktopMediaQuery("header");
const NAV_ID = "site-nav";
const SEARCH_PANEL_ID = "header-search";
const ACCOUNT_PANEL_ID = "account-menu";

function isDesktopViewport(): boolean {
  return window.matchMedia(DESKTOP_MEDIA_QUERY).matches;
}

/** The menu an entry was used from, as navigation analytics name it: the desktop bar or the mobile panel. */
function navMenu(): "header" | "mobile" {
  return isDesktopViewport() ? "header" : "mobile";
}

function trackNavClick(link: NavLinkItem, section?: string, group?: string) {
  track("Nav Click", { menu: navMenu(), section, group, linkText: link.label, href: link.href });
}

function leavesElement(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return next instanceof Node && !event.currentTarget.contains(next);
}

/**
 * The site header. Desktop: disclosure tabs with mega-menu panels (WAI-ARIA disclosure navigation).
 * Mobile: one hamburger panel in which the same tabs expand as an accordion. Only one of mega menu,
 * account menu, mobile menu and search panel is open at a time (SPEC.md section 2 "Header and footer").
 * On the right: Log In and List Your Service for a visitor, or the "Hi, {welcome name}" tab of a
 * signed-in person with their links and Log out (SPEC.md section 6).
 */
export function SiteHeader() {
  const location = useLocation();
  const account = headerAccount(useAuth());
  const [panel, setPanel] = useState<OpenPanel>(null);
  const [section, setSection] = useState<HeaderSectionId | null>(null);
  const [hiddenByScroll, setHiddenByScroll] = useState(false);
  // A mega menu opened by hovering closes when the pointer leaves; a click pins it open.
  const sectionOpenedByHover = useRef(false);
  const lastScrollY = useRef(0);
  // When focus last moved within the header: the browser may scroll a newly focused entry into view.
  const headerFocusMovedAt = useRef(Number.NEGATIVE_INFINITY);
  const headerRef = useRef<HTMLElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const searchFieldRef = useRef<HTMLInputElement>(null);
  const sectionToggleRefs = useRef(new Map<HeaderSectionId, HTMLButtonElement>());
  const signedIn = account.kind === "signed-in";

  // Menus collapse on route change; adjusting state during render avoids a flash of the old menu.
  const [renderedLocationKey, setRenderedLocationKey] = useState(location.key);
  if (location.key !== renderedLocationKey) {
    setRenderedLocationKey(location.key);
    setPanel(null);
    setSection(null);
  }

  // A session that ends while its menu is open (the check failed) takes the menu with it.
  if (!signedIn && section === ACCOUNT_SECTION_ID) setSection(null);

  // Menus collapse on resize. Only a width change counts: a phone's on-screen keyboard changes the
  // height, and closing the search panel while someone types into it would be hostile.
  useEffect(() => {
    let width = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      sectionOpenedByHover.current = false;
      setPanel(null);
      setSection(null);
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  // Menus (opened by a click, a hover or the keyboard) collapse when the reader scrolls the page, as
  // they do on a press outside and on Escape; the search panel stays, it may be in use. The header
  // hides on scroll down and returns on scroll up, and stays while the page is within one header
  // height of the top or while the search panel is in use.
  useEffect(() => {
    lastScrollY.current = window.scrollY;
    const onScroll = () => {
      // A modal holding the body in place moves the scroll position; that is not the reader scrolling.
      if (bodyIsFrozen()) return;
      const y = window.scrollY;
      const previous = lastScrollY.current;
      lastScrollY.current = y;
      if (y === previous) return;
      // Tabbing through an open menu may scroll to the focused entry; that must not close the menu.
      // Only a scroll right after focus moved counts as that: a clicked toggle keeps focus too.
      if (performance.now() - headerFocusMovedAt.current < FOCUS_SCROLL_MS) return;
      sectionOpenedByHover.current = false;
      setSection(null);
      setPanel((open) => (open === "menu" ? null : open));
      if (y <= HEADER_HEIGHT_PX || panel === "search") setHiddenByScroll(false);
      else setHiddenByScroll(y > previous);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [panel]);

  // Escape closes whatever is open and gives focus back to its toggle; a press outside closes it too.
  useEffect(() => {
    if (panel === null && section === null) return;
    const collapse = () => {
      sectionOpenedByHover.current = false;
      setPanel(null);
      setSection(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusWasInside = headerRef.current?.contains(document.activeElement) ?? false;
      const toggle =
        panel === "menu"
          ? menuToggleRef.current
          : panel === "search"
            ? searchToggleRef.current
            : section && sectionToggleRefs.current.get(section);
      collapse();
      if (focusWasInside) toggle?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) collapse();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [panel, section]);

  const browserIdle = useBrowserIdle();
  const [searchFormShown, setSearchFormShown] = useState(false);
  const searchFormWanted = browserIdle || panel === "search" || searchFormShown;
  const onSearchFormShown = useCallback(() => setSearchFormShown(true), []);
  // Also once the form arrives, when the panel opened before it was loaded.
  useEffect(() => {
    if (panel === "search") searchFieldRef.current?.focus({ preventScroll: true });
  }, [panel, searchFormShown]);

  const toggleSearch = () => {
    sectionOpenedByHover.current = false;
    track("Menu Interaction", { menu: "search", action: panel === "search" ? "close" : "open" });
    setSection(null);
    setPanel((open) => (open === "search" ? null : "search"));
  };

  // A member's mobile menu holds only the account tab, so it opens with that tab expanded.
  const toggleMenu = () => {
    const opening = panel !== "menu";
    sectionOpenedByHover.current = false;
    track("Menu Interaction", { menu: "mobile", action: opening ? "open" : "close" });
    setSection(opening && account.kind === "signed-in" && !account.publicSectionsOnMobile ? ACCOUNT_SECTION_ID : null);
    setPanel(opening ? "menu" : null);
  };

  const toggleSection = (id: HeaderSectionId) => {
    const pinnedOpen = section === id && !sectionOpenedByHover.current;
    sectionOpenedByHover.current = false;
    track("Menu Interaction", {
      menu: id === ACCOUNT_SECTION_ID ? "account" : navMenu(),
      section: id === ACCOUNT_SECTION_ID ? undefined : NAV_SECTIONS.find((entry) => entry.id === id)?.label,
      action: pinnedOpen ? "close" : "open",
    });
    setSection(pinnedOpen ? null : id);
    setPanel((open) => (open === "search" ? null : open));
  };

  const openSectionOnHover = (id: HeaderSectionId, event: PointerEvent) => {
    if (event.pointerType !== "mouse" || section === id || !isDesktopViewport()) return;
    sectionOpenedByHover.current = true;
    setSection(id);
    setPanel((open) => (open === "search" ? null : open));
  };

  const closeSectionOnLeave = (id: HeaderSectionId, event: PointerEvent) => {
    if (event.pointerType !== "mouse" || section !== id || !sectionOpenedByHover.current) return;
    sectionOpenedByHover.current = false;
    setSection(null);
  };

  // On desktop a mega menu closes once keyboard focus leaves it; in the mobile panel the
  // accordion stays as the person left it.
  const closeSectionOnFocusLeave = (id: HeaderSectionId, event: FocusEvent<HTMLLIElement>) => {
    if (section === id && leavesElement(event) && isDesktopViewport()) {
      sectionOpenedByHover.current = false;
      setSection(null);
    }
  };

  const closeMenuOnFocusLeave = (event: FocusEvent<HTMLElement>) => {
    if (panel === "menu" && leavesElement(event) && event.relatedTarget !== menuToggleRef.current) setPanel(null);
  };

  return (
    <header
      ref={headerRef}
      className="site-header"
      data-hidden={hiddenByScroll || undefined}
      onFocus={() => {
        headerFocusMovedAt.current = performance.now();
        setHiddenByScroll(false);
      }}
    >
      <div className="site-header__bar container">
        <SiteLogo />

        <button
          ref={menuToggleRef}
          type="button"
          className="icon-button site-header__menu-toggle"
          aria-expanded={panel === "menu"}
          aria-controls={NAV_ID}
          aria-label="Menu"
          onClick={toggleMenu}
        >
          {panel === "menu" ? <CloseIcon /> : <MenuIcon />}
        </button>

        <nav
          id={NAV_ID}
          className="site-nav"
          aria-label="Main"
          data-open={panel === "menu" || undefined}
          data-sections-desktop-only={(account.kind === "signed-in" && !account.publicSectionsOnMobile) || undefined}
          onBlur={closeMenuOnFocusLeave}
        >
          <ul className="site-nav__sections">
            {NAV_SECTIONS.map((navSection) => (
              <li
                key={navSection.id}
                className="site-nav__section"
                onPointerEnter={(event) => openSectionOnHover(navSection.id, event)}
                onPointerLeave={(event) => closeSectionOnLeave(navSection.id, event)}
                onBlur={(event) => closeSectionOnFocusLeave(navSection.id, event)}
              >
                <button
                  ref={(element) => {
                    if (element) sectionToggleRefs.current.set(navSection.id, element);
                    else sectionToggleRefs.current.delete(navSection.id);
                  }}
                  type="button"
                  className="site-nav__tab"
                  aria-expanded={section === navSection.id}
                  aria-controls={`${navSection.id}-menu`}
                  onClick={() => toggleSection(navSection.id)}
                >
                  {navSection.label}
                  <ChevronDownIcon className="site-nav__chevron" />
                </button>
                <MegaMenuPanel navSection={navSection} open={section === navSection.id} />
              </li>
            ))}
          </ul>
          <ul className="site-nav__account">
            {account.kind === "signed-in" ? (
              <li
                className="account-menu"
                onPointerEnter={(event) => openSectionOnHover(ACCOUNT_SECTION_ID, event)}
                onPointerLeave={(event) => closeSectionOnLeave(ACCOUNT_SECTION_ID, event)}
                onBlur={(event) => closeSectionOnFocusLeave(ACCOUNT_SECTION_ID, event)}
              >
                <button
                  ref={(element) => {
                    if (element) sectionToggleRefs.current.set(ACCOUNT_SECTION_ID, element);
                    else sectionToggleRefs.current.delete(ACCOUNT_SECTION_ID);
                  }}
                  type="button"
                  className="site-nav__tab account-menu__toggle"
                  aria-expanded={section === ACCOUNT_SECTION_ID}
                  aria-controls={ACCOUNT_PANEL_ID}
                  onClick={() => toggleSection(ACCOUNT_SECTION_ID)}
                >
                  <span className="account-menu__greeting">{account.greeting}</span>
                  <ChevronDownIcon className="site-nav__chevron" />
                </button>
                <AccountMenuPanel account={account} open={section === ACCOUNT_SECTION_ID} />
              </li>
            ) : (
              <>
                <li>
                  <SiteLink
                    href={VISITOR_LINKS.logIn.href}
                    className="site-nav__login"
                    onClick={() => trackNavClick(VISITOR_LINKS.logIn)}
                  >
                    {VISITOR_LINKS.logIn.label}
                  </SiteLink>
                </li>
                <li>
                  <SiteLink
                    href={VISITOR_LINKS.listYourService.href}
                    className="button button--accent site-nav__list"
                    onClick={() => trackNavClick(VISITOR_LINKS.listYourService)}
                  >
                    {VISITOR_LINKS.listYourService.label}
                  </SiteLink>
                </li>
              </>
            )}
          </ul>
        </nav>

        <button
          ref={searchToggleRef}
          type="button"
          className="icon-button site-header__search-toggle"
          aria-expanded={panel === "search"}
          aria-controls={SEARCH_PANEL_ID}
          aria-label="Search"
          onClick={toggleSearch}
        >
          {panel === "search" ? <CloseIcon /> : <SearchIcon />}
        </button>
      </div>

      <div id={SEARCH_PANEL_ID} className="header-search" hidden={panel !== "search"}>
        <div className="container">
          {searchFormWanted ? (
            <Suspense fallback={null}>
              <HeaderSearchForm firstFieldRef={searchFieldRef} onShown={onSearchFormShown} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}

/**
 * The header of a page that shows no menu (SPEC.md section 2): the logo, 'Email Us' and the phone
 * number, so someone half-way through a form can still reach a person.
 */
export function ContactOnlyHeader({ contactPhone }: { contactPhone: string | undefined }) {
  return (
    <header className="site-header site-header--contact-only">
      <div className="site-header__bar container">
        <SiteLogo />
        <ContactLinks
          contactPhone={contactPhone}
          listClassName="site-header__contact"
          linkClassName="site-header__contact-link"
        />
      </div>
    </header>
  );
}

/** Widget mode's minimal header (SPEC.md section 2): the logo linking home, nothing else. */
export function WidgetHeader() {
  return (
    <header className="site-header site-header--widget">
      <div className="site-header__bar container">
        <SiteLogo />
      </div>
    </header>
  );
}

/** The account tab's panel: the person's links, then Log out (a form POST to /logout). */
function AccountMenuPanel({
  account,
  open,
}: {
  account: Extract<HeaderAccount, { kind: "signed-in" }>;
  open: boolean;
}) {
  return (
    <div id={ACCOUNT_PANEL_ID} className="account-menu__panel" hidden={!open}>
      <ul className="account-menu__links">
        {account.links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className="account-menu__link" onClick={() => trackNavClick(link, "Account")}>
              {link.label}
            </SiteLink>
          </li>
        ))}
        <li className="account-menu__logout">
          <LogOutButton className="account-menu__logout-button" />
        </li>
      </ul>
    </div>
  );
}

function MegaMenuPanel({ navSection, open }: { navSection: NavSection; open: boolean }) {
  return (
    <div id={`${navSection.id}-menu`} className="mega-menu" hidden={!open}>
      <div className="mega-menu__inner container">
        {navSection.groups.map((group) => (
          <div key={group.id} className="mega-menu__group">
            <p id={`${navSection.id}-${group.id}-title`} className="mega-menu__title">
              {group.title}
            </p>
            <ul className="mega-menu__links" aria-labelledby={`${navSection.id}-${group.id}-title`}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <SiteLink
                    href={link.href}
                    onClick={() => trackNavClick(link, navSection.label, group.title)}
                    className={
                      link.label.startsWith("See All") ? "mega-menu__link mega-menu__link--all" : "mega-menu__link"
                    }
                  >
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
