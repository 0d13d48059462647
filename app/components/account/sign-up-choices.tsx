import { Link } from "react-router";
import { ArrowRightIcon, BalloonIcon, MicrophoneIcon } from "../icons.tsx";
import "./account.css";

type SignUpChoicesProps = {
  plannerHref: string;
  vendorHref: string;
};

/** The two ways to join, as two large links: planners (clients) and vendors (members). */
export function SignUpChoices({ plannerHref, vendorHref }: SignUpChoicesProps) {
  return (
    <ul className="sign-up-choices">
      <li>
        <Link className="sign-up-choice" to={plannerHref}>
          <span className="sign-up-choice__icon">
            <BalloonIcon />
          </span>
          <h2 className="sign-up-choice__title">
            I'm planning an event
            <ArrowRightIcon className="sign-up-choice__arrow" />
          </h2>
          <p className="sign-up-choice__text">
            Request quotes from entertainers and vendors, and keep your event requests in one place.
          </p>
        </Link>
      </li>
      <li>
        <Link className="sign-up-choice" to={vendorHref}>
          <span className="sign-up-choice__icon">
            <MicrophoneIcon />
          </span>
          <h2 className="sign-up-choice__title">
            List Your Service
            <ArrowRightIcon className="sign-up-choice__arrow" />
          </h2>
          <p className="sign-up-choice__text">
            For entertainers and vendors: a free profile that planners find in search and send booking requests to.
          </p>
        </Link>
      </li>
    </ul>
  );
}
