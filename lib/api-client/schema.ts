/**
 * The API's operations as TypeScript types, generated from GET /api/openapi.json by
 * `npm run api:client`. Do not edit: a test fails when this file and the document differ.
 */
export interface paths {
  "/api/openapi.json": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This OpenAPI 3.1 document
     * @description Anyone may call this.
     */
    get: operations["getOpenApiDocument"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness: the process answers and is not shedding load
     * @description Anyone may call this.
     */
    get: operations["checkHealth"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ready": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Readiness: the process can reach its database
     * @description Anyone may call this.
     */
    get: operations["checkReadiness"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/metrics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The answering process's memory, event-loop delay and database pool
     * @description Administrators only.
     */
    get: operations["getProcessMetrics"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/token": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refresh the session (OAuth 2 refresh_token grant)
     * @description Takes a form or JSON body. Tokens come back in the body only when the refresh token was sent in it.
     *
     *     Anyone may call this.
     */
    post: operations["createToken"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/token/revoke": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log out: revoke the session and clear its cookies
     * @description Anyone may call this.
     */
    post: operations["revokeToken"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/accounts/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in account
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["getMyAccount"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/accounts/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the signed-in account's password
     * @description The body is { newPassword }, with currentPassword, which is required unless the session was opened (log-in or emailed link) within the last 10 minutes: without it the answer is 400 CURRENT_PASSWORD_REQUIRED. Every other session ends. Decision 027.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    put: operations["updateAccount"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/client/{clientId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A planner's contact details
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["getClient"];
    /**
     * Update a planner's contact details
     * @description A new email needs currentPassword and changes only when the link sent to it is opened (pendingEmail names it). Administrators change emails through PUT /api/v1/admin/accounts/{id}/email.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    put: operations["updateClient"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/accounts/{id}/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the signed-in account's log-in email
     * @description With the current password. The email changes when the link sent to the new address is opened; the old address is then told, with a link to undo it, and every other session ends.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    put: operations["changeAccountEmail"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/accounts/{id}/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change an account's log-in or listing email (operators, audited)
     * @description Written to the audit trail with the reason; the owner is told at the old address, and the change takes effect only when the link sent to the new address is opened.
     *
     *     Administrators only.
     */
    put: operations["changeAccountEmailAsOperator"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/client/{clientId}/requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A planner's quote requests
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["listClientRequests"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/servicetypes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Service types, all or matching a query
     * @description Anyone may call this.
     */
    get: operations["listServiceTypes"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/servicetypes/gigkids": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Service types for children's parties
     * @description Anyone may call this.
     */
    get: operations["listKidsServiceTypes"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/servicetypes/{id}/secondaryservicetypes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The service types related to one
     * @description Anyone may call this.
     */
    get: operations["listSecondaryServiceTypes"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/serviceattributes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The attributes a vendor may list
     * @description Anyone may call this.
     */
    get: operations["listServiceAttributes"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/locations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Cities and states matching what was typed
     * @description Anyone may call this.
     */
    get: operations["searchLocations"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/cities": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The cities of a state or province
     * @description Anyone may call this.
     */
    get: operations["listCitiesOfState"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/geolocation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's nearest city, from their address
     * @description Anyone may call this.
     */
    get: operations["locateVisitor"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/venues/active-markets": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The markets that have venues
     * @description Anyone may call this.
     */
    get: operations["listVenueMarkets"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/autocomplete": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Vendors whose name starts with what was typed
     * @description Anyone may call this.
     */
    get: operations["autocompleteMembers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor
     * @description Public fields for everyone; the vendor themself and admins also get the private ones.
     *
     *     Anyone may call this.
     */
    get: operations["getMember"];
    /**
     * Update a vendor's listing
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    put: operations["updateMember"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/membership": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's plan, how upgrades are made and the latest orders
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["getMembership"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/membership-orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change plan: pay for a paid plan, ask for one, or move to Basic
     * @description Paid plans are charged through the payment provider and applied once paid; without one, the order waits for an operator. The same idempotencyKey answers 200 with the order it made.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["createMembershipOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/membership-orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Membership orders in one state (operators)
     * @description Administrators only.
     */
    get: operations["listMembershipOrders"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/membership-orders/{orderId}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve an asked-for plan (operators, audited)
     * @description Administrators only.
     */
    post: operations["approveMembershipOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/membership-orders/{orderId}/decline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline an asked-for plan (operators, audited)
     * @description Administrators only.
     */
    post: operations["declineMembershipOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/profile-photos": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a main photo (multipart/form-data)
     * @description Fields originalPhoto (required), profilePhoto and searchResultPhoto: one image file each.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["uploadProfilePhoto"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/gallery-photos": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's gallery in profile order, with the plan's photo limit
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["listGalleryPhotos"];
    put?: never;
    /**
     * Add a photo at the end of the gallery (multipart/form-data)
     * @description Field photo: one image file, checked and re-encoded as a profile photo is. The first photo also becomes the main one. Refused with TOO_MANY_PHOTOS past the plan's limit.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["uploadGalleryPhoto"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/gallery-photos/{photoId}/caption": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set or remove (empty) a gallery photo's caption
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    put: operations["setGalleryPhotoCaption"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/gallery-photos/{photoId}/move": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a gallery photo one place earlier or later
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["moveGalleryPhoto"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/gallery-photos/{photoId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a gallery photo and its files; the next photo becomes the main one if it was
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    delete: operations["deleteGalleryPhoto"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/videos": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's videos in profile order: clips and YouTube or Vimeo links, with the limit
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["listVideos"];
    put?: never;
    /**
     * Add a YouTube or Vimeo video at the end, by its address
     * @description Only the host and the video's id are kept; the profile frames the host's privacy-enhanced player once a visitor presses play. Refused with TOO_MANY_VIDEOS past the limit.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["addVideo"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/videos/{videoId}/move": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a video one place earlier or later
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["moveVideo"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/videos/{videoId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a video, and a clip's files
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    delete: operations["deleteVideo"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/audio-tracks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's audio tracks in profile order, with the limit
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["listAudioTracks"];
    put?: never;
    /**
     * Add an audio track at the end (multipart/form-data)
     * @description Field track: one MP3, M4A (AAC), Ogg (Vorbis or Opus) or WAV file of at most 15 MB, from 1 second to 15 minutes, checked by its content and kept as uploaded; field title: up to 100 characters. Refused with INVALID_AUDIO, AUDIO_TOO_LONG or TOO_MANY_TRACKS.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["uploadAudioTrack"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/audio-tracks/{trackId}/move": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move an audio track one place earlier or later
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["moveAudioTrack"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/audio-tracks/{trackId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete an audio track and its file
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    delete: operations["deleteAudioTrack"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/categories": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a vendor's categories
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["setMemberCategories"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/availability": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A month of a vendor's public calendar: booked, unavailable and free days
     * @description Anyone may call this.
     */
    get: operations["getMemberAvailability"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/blackout-dates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's upcoming blackout dates
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["listBlackoutDates"];
    put?: never;
    /**
     * Black out a date
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["addBlackoutDate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/blackout-dates/{itemId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a blackout date
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    delete: operations["deleteBlackoutDate"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/calendar-entries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's upcoming calendar entries
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["listCalendarEntries"];
    put?: never;
    /**
     * Add a calendar entry
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["addCalendarEntry"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/calendar-entries/{itemId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a calendar entry
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    delete: operations["deleteCalendarEntry"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask vendors for quotes
     * @description A visitor is signed in by nothing and gets the same answer whatever the email: a new email's pending account gets the request delivered at once and a link to confirm; an existing planner's email holds the request until its owner confirms it by the emailed link.
     *
     *     Anyone may call this.
     */
    post: operations["createQuoteRequest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/requests/{requestId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A planner's request with its quotes
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["getQuoteRequest"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/requests/{requestId}/close": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Close a request
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["closeQuoteRequest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/requests/{requestId}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a request
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["cancelQuoteRequest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/quotes/{quoteId}/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Book a quote (charges the deposit)
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["acceptQuote"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/requests/{requestId}/rebook": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Book a runner-up at its quoted price after a cancellation (decision 025)
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["bookRunnerUp"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/quotes/{quoteId}/decline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline a quote
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["declineQuote"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/quotes/{quoteId}/withdraw": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw a vendor's quote
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["withdrawQuote"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/requests/{requestId}/threads/{memberId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The messages between a planner and a vendor
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["getMessageThread"];
    put?: never;
    /**
     * Send a message
     * @description Sending the same clientToken again answers 200 with the message already sent.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["sendMessage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/leads": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's leads
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["listLeads"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/leads/{requestId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One lead
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["getLead"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/leads/{requestId}/quote": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Quote a lead
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["sendQuote"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/leads/{requestId}/decline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline a lead
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["declineLead"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/leads/{requestId}/still-free": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A runner-up answers whether they are still free after a cancellation
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["answerStillFree"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/bookings/{bookingId}/cancellation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What cancelling a booking would refund
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["getCancellationTerms"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/bookings/{bookingId}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a booking
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["cancelBooking"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/bookings/{bookingId}/pay-balance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay a booking's balance
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["payBookingBalance"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/bookings/{bookingId}/review": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Review a booked vendor
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["createReview"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/reviews/{reviewId}/reply": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reply to a review
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["replyToReview"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/reviews/{reviewId}/reports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a review shown on a profile (planners and vendors, once per review)
     * @description A second report of the same review by the same account answers 409 ALREADY_REPORTED.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["reportReview"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/reviews": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The review queue: held and reported reviews, newest report first, or the hidden ones (operators)
     * @description Administrators only.
     */
    get: operations["listReviewsForModeration"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/reviews/{reviewId}/decision": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Keep a review (it counts) or hide it behind a public note; closes its reports (operators, audited)
     * @description Administrators only.
     */
    post: operations["moderateReview"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/bookings/{bookingId}/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a booked event took place: its review is verified (operators, audited)
     * @description Administrators only.
     */
    post: operations["confirmBookingAsOperator"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/bookings/{bookingId}/problems": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The problems reported with a booking, newest first (its planner, its vendor, operators)
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["listBookingProblems"];
    put?: never;
    /**
     * Report a problem with a booking (no-show, not as agreed, payment, other) with a first message
     * @description Its planner or its vendor, while the booking is confirmed or completed and up to 60 days after the event; one open problem per side (409 PROBLEM_ALREADY_OPEN). Both sides are emailed.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["reportBookingProblem"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/problems/{problemId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A problem, its thread, its resolution and the booking's paid and refundable amounts
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["getProblem"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/problems/{problemId}/messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Write in an open problem's thread (its planner, its vendor, operators)
     * @description Contact details in a side's message are hidden unless the booking shares them with the other side. 409 PROBLEM_RESOLVED once resolved.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["sendProblemMessage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/problems": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The problem queue: open problems first, oldest first, then the latest resolved (operators)
     * @description Administrators only.
     */
    get: operations["listProblems"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/problems/{problemId}/resolve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resolve a problem with a full, partial or no refund and a reason both sides read (operators, audited)
     * @description A full refund is everything paid through Marquee not yet refunded; a partial one an amount in dollars up to that. The refund moves once: repeating the same decision answers the case, a different one is 409 PROBLEM_RESOLVED.
     *
     *     Administrators only.
     */
    post: operations["resolveProblem"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/client/{clientId}/favorites": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A planner's saved vendors
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["listFavorites"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/client/{clientId}/favorites/{memberId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save a vendor
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    put: operations["addFavorite"];
    post?: never;
    /**
     * Forget a saved vendor
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    delete: operations["removeFavorite"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/calendar-feed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The address of a vendor's .ics feed
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["getCalendarFeed"];
    put?: never;
    /**
     * Give a vendor's .ics feed a new address
     * @description The old address stops working.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    post: operations["renewCalendarFeed"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/calendar/{file}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's private calendar feed (.ics)
     * @description The unguessable address is the credential, as calendar applications expect.
     *
     *     Anyone may call this.
     */
    get: operations["getCalendarFile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search-lookups": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Landing page links for a service type and state
     * @description Anyone may call this.
     */
    get: operations["listSearchLandingLinks"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search-lookups/{url}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Resolve a search address such as dj-austin-tx
     * @description Anyone may call this.
     */
    get: operations["resolveSearchAddress"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search-lookups/{id}/city-groups": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The nearby cities of a lookup
     * @description Anyone may call this.
     */
    get: operations["listSearchLookupCityGroups"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search/service-type/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The top vendors of a service type near the caller
     * @description Anyone may call this.
     */
    get: operations["listTopVendorsOfServiceType"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search/members": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Vendors by id, as search results
     * @description Anyone may call this.
     */
    get: operations["listMembersById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search/{lookup}/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search results
     * @description An old lookup answers 301 to the current one.
     *
     *     Anyone may call this.
     */
    get: operations["searchResults"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cms/search/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The copy of a search results page
     * @description Anyone may call this.
     */
    get: operations["getSearchCopy"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search-tile-action": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a click on a search result
     * @description Anyone may call this.
     */
    post: operations["trackSearchTileAction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/tracksearchhit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record search impressions
     * @description Anyone may call this.
     */
    post: operations["trackSearchImpressions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/tracksearchhit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a profile view from search
     * @description Anyone may call this.
     */
    post: operations["trackProfileViewFromSearch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/analytics/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Collect a batch of browser analytics events
     * @description Also accepts the JSON as text/plain, as navigator.sendBeacon sends it.
     *
     *     Anyone may call this.
     */
    post: operations["collectAnalyticsEvents"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/{id}/insights": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's insights per day
     * @description Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["getMemberInsights"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/profile/calendar-events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's upcoming or past events
     * @description Anyone may call this.
     */
    get: operations["listProfileEvents"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/profile/blackout-dates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's blackout dates in a month
     * @description Anyone may call this.
     */
    get: operations["listProfileBlackoutDates"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/profile/calendar-entries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's calendar entries in a month
     * @description Anyone may call this.
     */
    get: operations["listProfileCalendarEntries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/profile/{path}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A profile by its path, such as dj/neon-nights-dj-co
     * @description Anyone may call this.
     */
    get: operations["getProfile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/profiles/{id}/feedback": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's reviews, sorted and paged
     * @description Anyone may call this.
     */
    get: operations["listProfileReviews"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/profiles/{id}/photos": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's photos, paged
     * @description Anyone may call this.
     */
    get: operations["listProfilePhotos"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/members/profile/venue-urls": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The profile addresses of every venue
     * @description Anyone may call this.
     */
    get: operations["listVenueProfileUrls"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cms/articles": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Planning articles, paged and by tag
     * @description Anyone may call this.
     */
    get: operations["listArticles"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/articles/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An article
     * @description Anyone may call this.
     */
    get: operations["getArticle"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cms/article-promotion": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The promotion shown beside articles
     * @description Anyone may call this.
     */
    get: operations["getArticlePromotion"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cms/themes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Party themes, or only their count
     * @description Anyone may call this.
     */
    get: operations["listThemes"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cms/themes/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A party theme
     * @description Anyone may call this.
     */
    get: operations["getTheme"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cms/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The event guides
     * @description Anyone may call this.
     */
    get: operations["listEventGuides"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cms/events/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An event guide
     * @description Anyone may call this.
     */
    get: operations["getEventGuide"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cms/service/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The copy of a service landing page
     * @description Anyone may call this.
     */
    get: operations["getServicePageCopy"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cms/pages/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An information page
     * @description Anyone may call this.
     */
    get: operations["getInfoPage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/contact-messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message to Marquee
     * @description Anyone may call this.
     */
    post: operations["sendContactMessage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/contact-messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The contact inbox: one status's messages, newest first, and the count of each status
     * @description Administrators only.
     */
    get: operations["listContactMessages"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/contact-messages/{messageId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A contact message and its replies
     * @description Administrators only.
     */
    get: operations["getContactMessage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/contact-messages/{messageId}/replies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reply to a contact message: emailed to its sender, and the message is answered
     * @description A closed message takes no reply (409): reopen it first.
     *
     *     Administrators only.
     */
    post: operations["replyToContactMessage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/contact-messages/{messageId}/status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Close a contact message, or open it again (answered if it has a reply, else new)
     * @description Administrators only.
     */
    put: operations["setContactMessageStatus"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/content/preview": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Markdown rendered and sanitized as a save would store it
     * @description Administrators only.
     */
    post: operations["previewContent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/content/articles": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an article, published from today
     * @description Administrators only.
     */
    post: operations["createArticle"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/content/{kind}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every article, theme, event guide or information page, published or not
     * @description Administrators only.
     */
    get: operations["listContent"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/content/{kind}/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One item of content as the console edits it
     * @description Administrators only.
     */
    get: operations["getContent"];
    /**
     * Save an item of content: its Markdown is rendered and sanitized, and content:load keeps the edit
     * @description Administrators only.
     */
    put: operations["updateContent"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/content/{kind}/{id}/published": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Publish or unpublish an item: unpublished content leaves the site, the API and the sitemap
     * @description Administrators only.
     */
    put: operations["setContentPublished"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/images/{suffix}/{path}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A stored photo at an allowed size (rs_{width}.{height})
     * @description Only the sizes the pages use are served (decision 020); any other size is a 400.
     *
     *     Anyone may call this.
     */
    get: operations["getResizedImage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/media/{path}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A stored clip or audio track, as uploaded
     * @description Anyone may call this.
     */
    get: operations["getMediaFile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/audit-events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the audit log (operators)
     * @description Newest first, 50 a page; filter by actor, subject, record, action prefix and dates (from/to inclusive, UTC). Pass nextBefore as before for older events. The log is append-only: no route edits or deletes it.
     *
     *     Administrators only.
     */
    get: operations["searchAuditEvents"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/accounts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find vendors and planners (operators)
     * @description q matches a name, email or city (words), or an account, member or client id (digits); kind narrows to vendors or planners. Newest accounts first, 25 a page.
     *
     *     Administrators only.
     */
    get: operations["listAccounts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/accounts/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A vendor's or planner's account: listing, plan, categories, bookings, reviews, reports (operators)
     * @description Administrators only.
     */
    get: operations["getAccount"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/accounts/{id}/suspend": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Suspend an account (operators, audited)
     * @description The body is { reason }. In one transaction: log-in is refused and every session ends, the listing leaves search and its profile answers 410, open quotes are withdrawn and planners with upcoming bookings are emailed. Suspending a suspended account changes nothing (changed: false). Decision 031.
     *
     *     Administrators only.
     */
    post: operations["suspendAccount"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/accounts/{id}/restore": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Lift an account's suspension (operators, audited)
     * @description Log-in works again and a suspended listing is live; withdrawn quotes stay withdrawn.
     *
     *     Administrators only.
     */
    post: operations["restoreAccount"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/settings/vendor-approval": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether new vendor listings wait for an operator's approval
     * @description Administrators only.
     */
    get: operations["getVendorApprovalSetting"];
    /**
     * Make new vendor listings wait for approval, or not (operators, audited)
     * @description Administrators only.
     */
    put: operations["setVendorApprovalSetting"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/approvals": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Vendor listings waiting for approval, oldest first
     * @description Administrators only.
     */
    get: operations["listPendingApprovals"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/approvals/{memberId}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a waiting listing: it goes live and the vendor is emailed (operators, audited)
     * @description Administrators only.
     */
    post: operations["approveVendor"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/approvals/{memberId}/decline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline a waiting listing with a reason the vendor is emailed (operators, audited)
     * @description Administrators only.
     */
    post: operations["declineVendor"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/overview": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The marketplace's figures per day (operators)
     * @description days is 30, 90 or 365 (default 30): requests, quotes, bookings, booked value and refunds in cents, the response rate (share of the vendors requests reached who quoted or declined) and the median minutes to a vendor's first quote, decline or message, new vendors and planners, per UTC day ending today, with totals.
     *
     *     Administrators only.
     */
    get: operations["getOperatorOverview"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me/data": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download everything Marquee holds about the signed-in person (JSON)
     * @description Answered as an attachment, marquee-data-<date>.json. Never includes password or token hashes; network addresses are listed as the hashes stored. Decision 036.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    get: operations["exportMyData"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete the signed-in account
     * @description The body is { currentPassword }. Refused with 409 UPCOMING_BOOKING while a booking is still to happen, and for the last administrator. Personal data is removed or anonymised; bookings, payments and reviews stay for the other side. The session cookies are cleared. Decision 036.
     *
     *     Signed-in callers only; the handler then checks that the record is theirs (or that they are an admin).
     */
    delete: operations["deleteMyAccount"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      error: {
        /** @description A stable, machine-readable code such as NOT_FOUND or VALIDATION_FAILED. */
        code: string;
        /** @description A sentence for people. */
        message: string;
        /** @description The message for each field that was refused. */
        fields?: {
          [key: string]: string;
        };
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            openapi: "3.1.0";
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  checkHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "ok";
          };
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  checkReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "ready";
            /** @enum {string} */
            database: "pglite" | "postgres";
          };
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getProcessMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            pid: number;
            uptimeSeconds: number;
            memory: {
              rssMb: number;
              heapUsedMb: number;
              heapTotalMb: number;
              externalMb: number;
            };
            eventLoop: {
              delayMs: number;
              utilization: number;
            };
            database: {
              /** @enum {string} */
              kind: "pglite" | "postgres";
              pool: {
                /** Format: int64 */
                max: number;
                /** Format: int64 */
                total: number;
                /** Format: int64 */
                idle: number;
                /** Format: int64 */
                waiting: number;
              };
              embedded: {
                wasmMb: number;
                heapMb: number;
              } | null;
            };
            logIn: {
              /** Format: int64 */
              passwordsChecked: number;
              /** Format: int64 */
              throttled: number;
            };
          };
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": {
          grant_type: string;
          refresh_token?: string;
          client_id: string;
          client_secret: string;
        };
        "application/json": {
          grant_type: string;
          refresh_token?: string;
          client_id: string;
          client_secret: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            token_type: "Bearer";
            /** Format: int64 */
            expires_in: number;
            scope: string;
            access_token?: string;
            refresh_token?: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 60 a minute from one network (an IPv4 address, or an IPv6 /64). Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  revokeToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            loggedOut: true;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 60 a minute from one network (an IPv4 address, or an IPv6 /64). Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getMyAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            account: {
              /** Format: int64 */
              id: number;
              email: string;
              /** @enum {string} */
              role: "client" | "member" | "admin";
              clientId: number | null;
              memberId: number | null;
              welcomeName: string;
            };
          };
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          currentPassword?: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            changed: true;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            client: {
              id: number;
              firstName: string;
              lastName: string | null;
              email: string;
              phoneNumber: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          firstName?: string;
          lastName?: string;
          email?: string;
          phoneNumber?: string;
          currentPassword?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            client: {
              id: number;
              firstName: string;
              lastName: string | null;
              email: string;
              phoneNumber: string | null;
            };
            pendingEmail: string | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 10 every 15 minutes from one network (an IPv4 address, or an IPv6 /64). Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  changeAccountEmail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          email: string;
          currentPassword: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            pendingEmail: string | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 10 every 15 minutes from one network (an IPv4 address, or an IPv6 /64). Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  changeAccountEmailAsOperator: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          email: string;
          /**
           * @default logIn
           * @enum {string}
           */
          target?: "logIn" | "listing";
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            pendingEmail: string | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listClientRequests: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            requests: {
              /** Format: int64 */
              id: number;
              eventType: string;
              eventDate: string;
              cityName: string;
              /** @enum {string} */
              status: "open" | "booked" | "closed" | "cancelled";
              createdAt: string;
              serviceTypes: string[];
              /** Format: int64 */
              quoteCount: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listServiceTypes: {
    parameters: {
      query?: {
        query?: string;
        take?: number;
        getOnlySignupCategories?: "true" | "false";
        includeVenues?: "true" | "false";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            serviceTypes: {
              /** Format: int64 */
              id: number;
              personForm: string;
              pluralForm: string;
              fileName: string;
              profileDirectory: string;
              canonicalProfileDirectory: string | null;
              isSingleSearchPage: boolean;
              isService: boolean;
              isVenue: boolean;
              isKids: boolean;
              isVirtual: boolean;
              menuGroup: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listKidsServiceTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            serviceTypes: {
              /** Format: int64 */
              id: number;
              personForm: string;
              pluralForm: string;
              fileName: string;
              profileDirectory: string;
              canonicalProfileDirectory: string | null;
              isSingleSearchPage: boolean;
              isService: boolean;
              isVenue: boolean;
              isKids: boolean;
              isVirtual: boolean;
              menuGroup: string | null;
            }[];
          };
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listSecondaryServiceTypes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            serviceTypes: {
              /** Format: int64 */
              id: number;
              personForm: string;
              pluralForm: string;
              fileName: string;
              profileDirectory: string;
              canonicalProfileDirectory: string | null;
              isSingleSearchPage: boolean;
              isService: boolean;
              isVenue: boolean;
              isKids: boolean;
              isVirtual: boolean;
              menuGroup: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listServiceAttributes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            serviceAttributes: {
              /** Format: int64 */
              id: number;
              name: string;
              slug: string;
              groupName: string;
            }[];
          };
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  searchLocations: {
    parameters: {
      query: {
        startsWith: string;
        take?: number;
        includeCities?: "true" | "false";
        includeStatesAndProvinces?: "true" | "false";
        includeAlternateCityNames?: "true" | "false";
        includeCounties?: "true" | "false";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            locations: {
              /** @enum {string} */
              kind: "city" | "state";
              displayName: string;
              fileName: string;
              rollupLocationFileName: string | null;
              isGeoLocation: boolean;
              name: string;
              searchString: string;
              stateOrProvince: {
                name: string;
                displayName: string;
                fileName: string;
                abbreviation: string;
              };
              latitude: number;
              longitude: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listCitiesOfState: {
    parameters: {
      query?: {
        stateAbbreviation?: string;
        onlyStateServicePageCities?: "true" | "false";
        take?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            locations: {
              /** @enum {string} */
              kind: "city" | "state";
              displayName: string;
              fileName: string;
              rollupLocationFileName: string | null;
              isGeoLocation: boolean;
              name: string;
              searchString: string;
              stateOrProvince: {
                name: string;
                displayName: string;
                fileName: string;
                abbreviation: string;
              };
              latitude: number;
              longitude: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  locateVisitor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            location: {
              /** @enum {string} */
              kind: "city" | "state";
              displayName: string;
              fileName: string;
              rollupLocationFileName: string | null;
              isGeoLocation: boolean;
              name: string;
              searchString: string;
              stateOrProvince: {
                name: string;
                displayName: string;
                fileName: string;
                abbreviation: string;
              };
              latitude: number;
              longitude: number;
            };
          };
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listVenueMarkets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            venueMarkets: {
              /** Format: int64 */
              id: number;
              name: string;
              fileName: string;
              stateAbbreviation: string;
            }[];
          };
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  autocompleteMembers: {
    parameters: {
      query?: {
        startswith?: string;
        startsWith?: string;
        alsomatchcitystate?: "true" | "false";
        useTheDjRule?: "true" | "false";
        take?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            members: {
              /** Format: int64 */
              id: number;
              name: string;
              directory: string;
              profileUrl: string;
              personForm: string;
              serviceTypeFileName: string;
              cityDisplayName: string;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getMember: {
    parameters: {
      query?: {
        load?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            member: {
              /** Format: int64 */
              id: number;
              name: string;
              directory: string;
              profileUrl: string | null;
              contactFirstName: string;
              /** @enum {string} */
              membershipLevel: "Basic" | "Pro" | "Premium";
              tagline: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              city?: {
                /** @enum {string} */
                kind: "city" | "state";
                displayName: string;
                fileName: string;
                rollupLocationFileName: string | null;
                isGeoLocation: boolean;
                name: string;
                searchString: string;
                stateOrProvince: {
                  name: string;
                  displayName: string;
                  fileName: string;
                  abbreviation: string;
                };
                latitude: number;
                longitude: number;
              } | null;
              primaryServiceType?: {
                /** Format: int64 */
                id: number;
                personForm: string;
                pluralForm: string;
                fileName: string;
                profileDirectory: string;
                canonicalProfileDirectory: string | null;
                isSingleSearchPage: boolean;
                isService: boolean;
                isVenue: boolean;
                isKids: boolean;
                isVirtual: boolean;
                menuGroup: string | null;
              } | null;
              providedServiceTypes?: {
                /** Format: int64 */
                id: number;
                personForm: string;
                pluralForm: string;
                fileName: string;
                profileDirectory: string;
                canonicalProfileDirectory: string | null;
                isSingleSearchPage: boolean;
                isService: boolean;
                isVenue: boolean;
                isKids: boolean;
                isVirtual: boolean;
                menuGroup: string | null;
              }[];
              mainProfileImage?: {
                /** Format: int64 */
                id: number;
                url: string;
                thumbnailUrl: string;
                /** Format: int64 */
                width: number;
                /** Format: int64 */
                height: number;
                caption: string | null;
              } | null;
              contactLastName?: string | null;
              email?: string;
              pendingEmail?: string | null;
              phone?: string | null;
              about?: string | null;
              /** Format: int64 */
              travelDistanceMiles?: number;
              payRangeLowCents?: number | null;
              payRangeHighCents?: number | null;
              acceptsOnlineDeposits?: boolean;
              includeInVirtualEvents?: boolean;
              /** Format: int64 */
              primaryServiceTypeId?: number;
              /** Format: int64 */
              photoCount?: number;
              /** @enum {string} */
              listingStatus?: "live" | "awaiting_approval" | "declined" | "suspended" | "deleted";
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateMember: {
    parameters: {
      query?: {
        load?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          name?: string;
          contactFirstName?: string;
          contactLastName?: string;
          email?: string;
          phone?: string;
          tagline?: string;
          about?: string;
          cityFileName?: string;
          /** Format: int32 */
          travelDistanceMiles?: number;
          payRangeLowCents?: number | null;
          payRangeHighCents?: number | null;
          acceptsOnlineDeposits?: boolean;
          includeInVirtualEvents?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            member: {
              /** Format: int64 */
              id: number;
              name: string;
              directory: string;
              profileUrl: string | null;
              contactFirstName: string;
              /** @enum {string} */
              membershipLevel: "Basic" | "Pro" | "Premium";
              tagline: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              city?: {
                /** @enum {string} */
                kind: "city" | "state";
                displayName: string;
                fileName: string;
                rollupLocationFileName: string | null;
                isGeoLocation: boolean;
                name: string;
                searchString: string;
                stateOrProvince: {
                  name: string;
                  displayName: string;
                  fileName: string;
                  abbreviation: string;
                };
                latitude: number;
                longitude: number;
              } | null;
              primaryServiceType?: {
                /** Format: int64 */
                id: number;
                personForm: string;
                pluralForm: string;
                fileName: string;
                profileDirectory: string;
                canonicalProfileDirectory: string | null;
                isSingleSearchPage: boolean;
                isService: boolean;
                isVenue: boolean;
                isKids: boolean;
                isVirtual: boolean;
                menuGroup: string | null;
              } | null;
              providedServiceTypes?: {
                /** Format: int64 */
                id: number;
                personForm: string;
                pluralForm: string;
                fileName: string;
                profileDirectory: string;
                canonicalProfileDirectory: string | null;
                isSingleSearchPage: boolean;
                isService: boolean;
                isVenue: boolean;
                isKids: boolean;
                isVirtual: boolean;
                menuGroup: string | null;
              }[];
              mainProfileImage?: {
                /** Format: int64 */
                id: number;
                url: string;
                thumbnailUrl: string;
                /** Format: int64 */
                width: number;
                /** Format: int64 */
                height: number;
                caption: string | null;
              } | null;
              contactLastName?: string | null;
              email?: string;
              pendingEmail?: string | null;
              phone?: string | null;
              about?: string | null;
              /** Format: int64 */
              travelDistanceMiles?: number;
              payRangeLowCents?: number | null;
              payRangeHighCents?: number | null;
              acceptsOnlineDeposits?: boolean;
              includeInVirtualEvents?: boolean;
              /** Format: int64 */
              primaryServiceTypeId?: number;
              /** Format: int64 */
              photoCount?: number;
              /** @enum {string} */
              listingStatus?: "live" | "awaiting_approval" | "declined" | "suspended" | "deleted";
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getMembership: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            memberId: number;
            name: string;
            profileUrl: string;
            /** @enum {string} */
            membershipLevel: "Basic" | "Pro" | "Premium";
            paymentMode: "test" | null;
            pendingOrder: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              level: "Basic" | "Pro" | "Premium";
              /** Format: int64 */
              amountCents: number;
              /** @enum {string} */
              status: "pending" | "paid" | "approved" | "declined" | "cancelled";
              provider: string | null;
              reference: string | null;
              createdAt: string;
              decidedAt: string | null;
            } | null;
            orders: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              level: "Basic" | "Pro" | "Premium";
              /** Format: int64 */
              amountCents: number;
              /** @enum {string} */
              status: "pending" | "paid" | "approved" | "declined" | "cancelled";
              provider: string | null;
              reference: string | null;
              createdAt: string;
              decidedAt: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createMembershipOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          level: "Basic" | "Pro" | "Premium";
          /** Format: uuid */
          idempotencyKey: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            order: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              level: "Basic" | "Pro" | "Premium";
              /** Format: int64 */
              amountCents: number;
              /** @enum {string} */
              status: "pending" | "paid" | "approved" | "declined" | "cancelled";
              provider: string | null;
              reference: string | null;
              createdAt: string;
              decidedAt: string | null;
            };
            membership: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profileUrl: string;
              /** @enum {string} */
              membershipLevel: "Basic" | "Pro" | "Premium";
              paymentMode: "test" | null;
              pendingOrder: {
                /** Format: int64 */
                id: number;
                /** @enum {string} */
                level: "Basic" | "Pro" | "Premium";
                /** Format: int64 */
                amountCents: number;
                /** @enum {string} */
                status: "pending" | "paid" | "approved" | "declined" | "cancelled";
                provider: string | null;
                reference: string | null;
                createdAt: string;
                decidedAt: string | null;
              } | null;
              orders: {
                /** Format: int64 */
                id: number;
                /** @enum {string} */
                level: "Basic" | "Pro" | "Premium";
                /** Format: int64 */
                amountCents: number;
                /** @enum {string} */
                status: "pending" | "paid" | "approved" | "declined" | "cancelled";
                provider: string | null;
                reference: string | null;
                createdAt: string;
                decidedAt: string | null;
              }[];
            };
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            order: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              level: "Basic" | "Pro" | "Premium";
              /** Format: int64 */
              amountCents: number;
              /** @enum {string} */
              status: "pending" | "paid" | "approved" | "declined" | "cancelled";
              provider: string | null;
              reference: string | null;
              createdAt: string;
              decidedAt: string | null;
            };
            membership: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profileUrl: string;
              /** @enum {string} */
              membershipLevel: "Basic" | "Pro" | "Premium";
              paymentMode: "test" | null;
              pendingOrder: {
                /** Format: int64 */
                id: number;
                /** @enum {string} */
                level: "Basic" | "Pro" | "Premium";
                /** Format: int64 */
                amountCents: number;
                /** @enum {string} */
                status: "pending" | "paid" | "approved" | "declined" | "cancelled";
                provider: string | null;
                reference: string | null;
                createdAt: string;
                decidedAt: string | null;
              } | null;
              orders: {
                /** Format: int64 */
                id: number;
                /** @enum {string} */
                level: "Basic" | "Pro" | "Premium";
                /** Format: int64 */
                amountCents: number;
                /** @enum {string} */
                status: "pending" | "paid" | "approved" | "declined" | "cancelled";
                provider: string | null;
                reference: string | null;
                createdAt: string;
                decidedAt: string | null;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The charge was declined: nothing was bought. */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listMembershipOrders: {
    parameters: {
      query?: {
        status?: "pending" | "paid" | "approved" | "declined" | "cancelled";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            orders: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              level: "Basic" | "Pro" | "Premium";
              /** Format: int64 */
              amountCents: number;
              /** @enum {string} */
              status: "pending" | "paid" | "approved" | "declined" | "cancelled";
              provider: string | null;
              reference: string | null;
              createdAt: string;
              decidedAt: string | null;
              /** Format: int64 */
              memberId: number;
              vendorName: string;
              /** @enum {string} */
              currentLevel: "Basic" | "Pro" | "Premium";
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  approveMembershipOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default  */
          note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            order: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              level: "Basic" | "Pro" | "Premium";
              /** Format: int64 */
              amountCents: number;
              /** @enum {string} */
              status: "pending" | "paid" | "approved" | "declined" | "cancelled";
              provider: string | null;
              reference: string | null;
              createdAt: string;
              decidedAt: string | null;
              /** Format: int64 */
              memberId: number;
              vendorName: string;
              /** @enum {string} */
              currentLevel: "Basic" | "Pro" | "Premium";
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  declineMembershipOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default  */
          note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            order: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              level: "Basic" | "Pro" | "Premium";
              /** Format: int64 */
              amountCents: number;
              /** @enum {string} */
              status: "pending" | "paid" | "approved" | "declined" | "cancelled";
              provider: string | null;
              reference: string | null;
              createdAt: string;
              decidedAt: string | null;
              /** Format: int64 */
              memberId: number;
              vendorName: string;
              /** @enum {string} */
              currentLevel: "Basic" | "Pro" | "Premium";
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  uploadProfilePhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /** @description A JPEG, PNG or WebP image of at most 15 MiB. */
          originalPhoto: string;
          /** @description A JPEG, PNG or WebP image of at most 15 MiB. */
          profilePhoto?: string;
          /** @description A JPEG, PNG or WebP image of at most 15 MiB. */
          searchResultPhoto?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            photo: {
              /** Format: int64 */
              id: number;
              url: string;
              thumbnailUrl: string;
              /** Format: int64 */
              width: number;
              /** Format: int64 */
              height: number;
              caption: string | null;
            } | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listGalleryPhotos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            maxPhotos: number;
            photos: {
              /** Format: int64 */
              id: number;
              thumbnailUrl: string;
              /** Format: int64 */
              width: number;
              /** Format: int64 */
              height: number;
              caption: string | null;
              isMain: boolean;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  uploadGalleryPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /** @description A JPEG, PNG or WebP image of at most 15 MiB. */
          photo: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            maxPhotos: number;
            photos: {
              /** Format: int64 */
              id: number;
              thumbnailUrl: string;
              /** Format: int64 */
              width: number;
              /** Format: int64 */
              height: number;
              caption: string | null;
              isMain: boolean;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  setGalleryPhotoCaption: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        photoId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          caption: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            maxPhotos: number;
            photos: {
              /** Format: int64 */
              id: number;
              thumbnailUrl: string;
              /** Format: int64 */
              width: number;
              /** Format: int64 */
              height: number;
              caption: string | null;
              isMain: boolean;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  moveGalleryPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        photoId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          direction: "earlier" | "later";
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            maxPhotos: number;
            photos: {
              /** Format: int64 */
              id: number;
              thumbnailUrl: string;
              /** Format: int64 */
              width: number;
              /** Format: int64 */
              height: number;
              caption: string | null;
              isMain: boolean;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteGalleryPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        photoId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listVideos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            maxVideos: number;
            videos: {
              /** Format: int64 */
              id: number;
              title: string;
              /** @enum {string} */
              host: "clip" | "youtube" | "vimeo";
              url: string;
              playerUrl: string | null;
              posterUrl: string | null;
              durationSeconds: number | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  addVideo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          title: string;
          url: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            maxVideos: number;
            videos: {
              /** Format: int64 */
              id: number;
              title: string;
              /** @enum {string} */
              host: "clip" | "youtube" | "vimeo";
              url: string;
              playerUrl: string | null;
              posterUrl: string | null;
              durationSeconds: number | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  moveVideo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        videoId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          direction: "earlier" | "later";
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            maxVideos: number;
            videos: {
              /** Format: int64 */
              id: number;
              title: string;
              /** @enum {string} */
              host: "clip" | "youtube" | "vimeo";
              url: string;
              playerUrl: string | null;
              posterUrl: string | null;
              durationSeconds: number | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteVideo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        videoId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listAudioTracks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            maxTracks: number;
            tracks: {
              /** Format: int64 */
              id: number;
              title: string;
              url: string;
              /** Format: int64 */
              durationSeconds: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  uploadAudioTrack: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          title: string;
          /** @description The audio file. */
          track: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            maxTracks: number;
            tracks: {
              /** Format: int64 */
              id: number;
              title: string;
              url: string;
              /** Format: int64 */
              durationSeconds: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  moveAudioTrack: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        trackId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          direction: "earlier" | "later";
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            maxTracks: number;
            tracks: {
              /** Format: int64 */
              id: number;
              title: string;
              url: string;
              /** Format: int64 */
              durationSeconds: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteAudioTrack: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        trackId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  setMemberCategories: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: int32 */
          primaryServiceTypeId: number;
          serviceTypeIds?: number[];
          shownServiceTypeIds?: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            primaryServiceTypeId: number;
            categories: {
              /** Format: int64 */
              id: number;
              personForm: string;
              pluralForm: string;
              fileName: string;
              profileDirectory: string;
              canonicalProfileDirectory: string | null;
              isSingleSearchPage: boolean;
              isService: boolean;
              isVenue: boolean;
              isKids: boolean;
              isVirtual: boolean;
              menuGroup: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getMemberAvailability: {
    parameters: {
      query: {
        year: number;
        month: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            year: number;
            /** Format: int64 */
            month: number;
            days: {
              date: string;
              /** @enum {string} */
              state: "booked" | "blackedOut" | "own" | "free";
              notes: {
                label: string;
                title: string | null;
              }[];
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listBlackoutDates: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            blackoutDates: {
              /** Format: int64 */
              id: number;
              date: string;
              reason: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  addBlackoutDate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: date */
          date: string;
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            blackoutDate: {
              /** Format: int64 */
              id: number;
              date: string;
              reason: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteBlackoutDate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        itemId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listCalendarEntries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            calendarEntries: {
              /** Format: int64 */
              id: number;
              date: string;
              title: string;
              status: string;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  addCalendarEntry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: date */
          date: string;
          title: string;
          /** @enum {string} */
          status: "Hold" | "Tentative" | "Booked elsewhere";
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            calendarEntry: {
              /** Format: int64 */
              id: number;
              date: string;
              title: string;
              status: string;
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteCalendarEntry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        itemId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createQuoteRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          eventType:
            | "Birthday party"
            | "Wedding"
            | "Wedding reception"
            | "Corporate event"
            | "Kids party"
            | "Graduation party"
            | "Holiday party"
            | "Anniversary"
            | "Fundraiser or gala"
            | "Festival or fair"
            | "School event"
            | "Other";
          eventDate: string | "";
          startTime: string;
          /** Format: int32 */
          durationMinutes: number;
          cityFileName: string;
          /** @default  */
          venueName?: string;
          /** Format: int32 */
          guestCount: number;
          /** @default  */
          budget?: string;
          serviceTypeIds: number[];
          details: string;
          /** Format: int32 */
          memberId?: number;
          /** @default false */
          toFavorites?: boolean;
          /** Format: uuid */
          clientToken: string;
          contact?: {
            firstName: string;
            email: string;
            phone?: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            requestId: number | null;
            /** Format: int64 */
            recipientCount: number;
            path: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Understood and allowed, but it cannot be carried out as asked (no vendor matches, say): `code` says why. */
      422: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 30 an hour from one account, or from one network when not signed in. Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getQuoteRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        requestId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            request: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "open" | "booked" | "closed" | "cancelled";
              eventType: string;
              eventDate: string;
              startTime: string;
              /** Format: int64 */
              durationMinutes: number;
              cityName: string;
              cityFileName: string;
              venueName: string | null;
              /** Format: int64 */
              guestCount: number;
              budgetCents: number | null;
              details: string;
              serviceTypes: {
                /** Format: int64 */
                id: number;
                name: string;
              }[];
              createdAt: string;
              /** Format: int64 */
              recipientCount: number;
              canClose: boolean;
              canCancel: boolean;
            };
            quotes: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "pending" | "accepted" | "declined" | "expired" | "closed" | "withdrawn";
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              balanceCents: number;
              included: string;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              expiresOn: string;
              closedNote: string | null;
              createdAt: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              canAccept: boolean;
              canDecline: boolean;
              canWithdraw: boolean;
            }[];
            vendors: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profilePath: string;
              photoUrl: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              acceptsOnlineDeposits: boolean;
              /** @enum {string} */
              answer: "waiting" | "quoted" | "declined";
              declineReason: string | null;
              /** Format: int64 */
              messageCount: number;
              lastMessageAt: string | null;
            }[];
            booking: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "confirmed" | "completed" | "cancelled";
              /** Format: int64 */
              requestId: number;
              /** Format: int64 */
              quoteId: number;
              eventType: string;
              eventDate: string;
              startTime: string;
              cityName: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              plannerFirstName: string;
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              paidCents: number;
              /** Format: int64 */
              refundedCents: number;
              /** Format: int64 */
              balanceCents: number;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              cancelledBy: ("planner" | "vendor") | null;
              cancelledAt: string | null;
              cancelReason: string | null;
              payments: {
                /** @enum {string} */
                kind: "deposit" | "balance" | "refund";
                /** Format: int64 */
                amountCents: number;
                provider: string;
                reference: string;
                createdAt: string;
              }[];
              /** @enum {string} */
              paymentMode: "test";
              contact: {
                name: string;
                email: string;
                phone: string | null;
              } | null;
              review: {
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                rating: number;
                title: string | null;
                body: string;
                reviewerName: string;
                verifiedBooking: boolean;
                /** @enum {string} */
                status: "counted" | "held" | "removed";
                createdAt: string;
                vendorReply: string | null;
                vendorRepliedAt: string | null;
              } | null;
              canCancel: boolean;
              canPayBalance: boolean;
              canReview: boolean;
              reviewOpensOn: string;
              canReply: boolean;
            } | null;
            rebook: {
              cancelledVendorName: string;
              offers: {
                /** Format: int64 */
                quoteId: number;
                vendor: {
                  /** Format: int64 */
                  memberId: number;
                  name: string;
                  profilePath: string;
                  photoUrl: string | null;
                  ratingAverage: number;
                  /** Format: int64 */
                  reviewCount: number;
                  acceptsOnlineDeposits: boolean;
                };
                /** Format: int64 */
                totalCents: number;
                /** Format: int64 */
                depositCents: number;
                expiresOn: string;
                stillFreeConfirmed: boolean;
              }[];
            } | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  closeQuoteRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        requestId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": Record<string, never> | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            request: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "open" | "booked" | "closed" | "cancelled";
              eventType: string;
              eventDate: string;
              startTime: string;
              /** Format: int64 */
              durationMinutes: number;
              cityName: string;
              cityFileName: string;
              venueName: string | null;
              /** Format: int64 */
              guestCount: number;
              budgetCents: number | null;
              details: string;
              serviceTypes: {
                /** Format: int64 */
                id: number;
                name: string;
              }[];
              createdAt: string;
              /** Format: int64 */
              recipientCount: number;
              canClose: boolean;
              canCancel: boolean;
            };
            quotes: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "pending" | "accepted" | "declined" | "expired" | "closed" | "withdrawn";
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              balanceCents: number;
              included: string;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              expiresOn: string;
              closedNote: string | null;
              createdAt: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              canAccept: boolean;
              canDecline: boolean;
              canWithdraw: boolean;
            }[];
            vendors: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profilePath: string;
              photoUrl: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              acceptsOnlineDeposits: boolean;
              /** @enum {string} */
              answer: "waiting" | "quoted" | "declined";
              declineReason: string | null;
              /** Format: int64 */
              messageCount: number;
              lastMessageAt: string | null;
            }[];
            booking: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "confirmed" | "completed" | "cancelled";
              /** Format: int64 */
              requestId: number;
              /** Format: int64 */
              quoteId: number;
              eventType: string;
              eventDate: string;
              startTime: string;
              cityName: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              plannerFirstName: string;
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              paidCents: number;
              /** Format: int64 */
              refundedCents: number;
              /** Format: int64 */
              balanceCents: number;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              cancelledBy: ("planner" | "vendor") | null;
              cancelledAt: string | null;
              cancelReason: string | null;
              payments: {
                /** @enum {string} */
                kind: "deposit" | "balance" | "refund";
                /** Format: int64 */
                amountCents: number;
                provider: string;
                reference: string;
                createdAt: string;
              }[];
              /** @enum {string} */
              paymentMode: "test";
              contact: {
                name: string;
                email: string;
                phone: string | null;
              } | null;
              review: {
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                rating: number;
                title: string | null;
                body: string;
                reviewerName: string;
                verifiedBooking: boolean;
                /** @enum {string} */
                status: "counted" | "held" | "removed";
                createdAt: string;
                vendorReply: string | null;
                vendorRepliedAt: string | null;
              } | null;
              canCancel: boolean;
              canPayBalance: boolean;
              canReview: boolean;
              reviewOpensOn: string;
              canReply: boolean;
            } | null;
            rebook: {
              cancelledVendorName: string;
              offers: {
                /** Format: int64 */
                quoteId: number;
                vendor: {
                  /** Format: int64 */
                  memberId: number;
                  name: string;
                  profilePath: string;
                  photoUrl: string | null;
                  ratingAverage: number;
                  /** Format: int64 */
                  reviewCount: number;
                  acceptsOnlineDeposits: boolean;
                };
                /** Format: int64 */
                totalCents: number;
                /** Format: int64 */
                depositCents: number;
                expiresOn: string;
                stillFreeConfirmed: boolean;
              }[];
            } | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  cancelQuoteRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        requestId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": Record<string, never> | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            request: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "open" | "booked" | "closed" | "cancelled";
              eventType: string;
              eventDate: string;
              startTime: string;
              /** Format: int64 */
              durationMinutes: number;
              cityName: string;
              cityFileName: string;
              venueName: string | null;
              /** Format: int64 */
              guestCount: number;
              budgetCents: number | null;
              details: string;
              serviceTypes: {
                /** Format: int64 */
                id: number;
                name: string;
              }[];
              createdAt: string;
              /** Format: int64 */
              recipientCount: number;
              canClose: boolean;
              canCancel: boolean;
            };
            quotes: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "pending" | "accepted" | "declined" | "expired" | "closed" | "withdrawn";
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              balanceCents: number;
              included: string;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              expiresOn: string;
              closedNote: string | null;
              createdAt: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              canAccept: boolean;
              canDecline: boolean;
              canWithdraw: boolean;
            }[];
            vendors: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profilePath: string;
              photoUrl: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              acceptsOnlineDeposits: boolean;
              /** @enum {string} */
              answer: "waiting" | "quoted" | "declined";
              declineReason: string | null;
              /** Format: int64 */
              messageCount: number;
              lastMessageAt: string | null;
            }[];
            booking: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "confirmed" | "completed" | "cancelled";
              /** Format: int64 */
              requestId: number;
              /** Format: int64 */
              quoteId: number;
              eventType: string;
              eventDate: string;
              startTime: string;
              cityName: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              plannerFirstName: string;
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              paidCents: number;
              /** Format: int64 */
              refundedCents: number;
              /** Format: int64 */
              balanceCents: number;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              cancelledBy: ("planner" | "vendor") | null;
              cancelledAt: string | null;
              cancelReason: string | null;
              payments: {
                /** @enum {string} */
                kind: "deposit" | "balance" | "refund";
                /** Format: int64 */
                amountCents: number;
                provider: string;
                reference: string;
                createdAt: string;
              }[];
              /** @enum {string} */
              paymentMode: "test";
              contact: {
                name: string;
                email: string;
                phone: string | null;
              } | null;
              review: {
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                rating: number;
                title: string | null;
                body: string;
                reviewerName: string;
                verifiedBooking: boolean;
                /** @enum {string} */
                status: "counted" | "held" | "removed";
                createdAt: string;
                vendorReply: string | null;
                vendorRepliedAt: string | null;
              } | null;
              canCancel: boolean;
              canPayBalance: boolean;
              canReview: boolean;
              reviewOpensOn: string;
              canReply: boolean;
            } | null;
            rebook: {
              cancelledVendorName: string;
              offers: {
                /** Format: int64 */
                quoteId: number;
                vendor: {
                  /** Format: int64 */
                  memberId: number;
                  name: string;
                  profilePath: string;
                  photoUrl: string | null;
                  ratingAverage: number;
                  /** Format: int64 */
                  reviewCount: number;
                  acceptsOnlineDeposits: boolean;
                };
                /** Format: int64 */
                totalCents: number;
                /** Format: int64 */
                depositCents: number;
                expiresOn: string;
                stillFreeConfirmed: boolean;
              }[];
            } | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  acceptQuote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        quoteId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": Record<string, never> | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            request: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "open" | "booked" | "closed" | "cancelled";
              eventType: string;
              eventDate: string;
              startTime: string;
              /** Format: int64 */
              durationMinutes: number;
              cityName: string;
              cityFileName: string;
              venueName: string | null;
              /** Format: int64 */
              guestCount: number;
              budgetCents: number | null;
              details: string;
              serviceTypes: {
                /** Format: int64 */
                id: number;
                name: string;
              }[];
              createdAt: string;
              /** Format: int64 */
              recipientCount: number;
              canClose: boolean;
              canCancel: boolean;
            };
            quotes: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "pending" | "accepted" | "declined" | "expired" | "closed" | "withdrawn";
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              balanceCents: number;
              included: string;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              expiresOn: string;
              closedNote: string | null;
              createdAt: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              canAccept: boolean;
              canDecline: boolean;
              canWithdraw: boolean;
            }[];
            vendors: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profilePath: string;
              photoUrl: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              acceptsOnlineDeposits: boolean;
              /** @enum {string} */
              answer: "waiting" | "quoted" | "declined";
              declineReason: string | null;
              /** Format: int64 */
              messageCount: number;
              lastMessageAt: string | null;
            }[];
            booking: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "confirmed" | "completed" | "cancelled";
              /** Format: int64 */
              requestId: number;
              /** Format: int64 */
              quoteId: number;
              eventType: string;
              eventDate: string;
              startTime: string;
              cityName: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              plannerFirstName: string;
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              paidCents: number;
              /** Format: int64 */
              refundedCents: number;
              /** Format: int64 */
              balanceCents: number;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              cancelledBy: ("planner" | "vendor") | null;
              cancelledAt: string | null;
              cancelReason: string | null;
              payments: {
                /** @enum {string} */
                kind: "deposit" | "balance" | "refund";
                /** Format: int64 */
                amountCents: number;
                provider: string;
                reference: string;
                createdAt: string;
              }[];
              /** @enum {string} */
              paymentMode: "test";
              contact: {
                name: string;
                email: string;
                phone: string | null;
              } | null;
              review: {
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                rating: number;
                title: string | null;
                body: string;
                reviewerName: string;
                verifiedBooking: boolean;
                /** @enum {string} */
                status: "counted" | "held" | "removed";
                createdAt: string;
                vendorReply: string | null;
                vendorRepliedAt: string | null;
              } | null;
              canCancel: boolean;
              canPayBalance: boolean;
              canReview: boolean;
              reviewOpensOn: string;
              canReply: boolean;
            } | null;
            rebook: {
              cancelledVendorName: string;
              offers: {
                /** Format: int64 */
                quoteId: number;
                vendor: {
                  /** Format: int64 */
                  memberId: number;
                  name: string;
                  profilePath: string;
                  photoUrl: string | null;
                  ratingAverage: number;
                  /** Format: int64 */
                  reviewCount: number;
                  acceptsOnlineDeposits: boolean;
                };
                /** Format: int64 */
                totalCents: number;
                /** Format: int64 */
                depositCents: number;
                expiresOn: string;
                stillFreeConfirmed: boolean;
              }[];
            } | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  bookRunnerUp: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        requestId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: int32 */
          quoteId: number;
          /** Format: int32 */
          expectedTotalCents: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            request: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "open" | "booked" | "closed" | "cancelled";
              eventType: string;
              eventDate: string;
              startTime: string;
              /** Format: int64 */
              durationMinutes: number;
              cityName: string;
              cityFileName: string;
              venueName: string | null;
              /** Format: int64 */
              guestCount: number;
              budgetCents: number | null;
              details: string;
              serviceTypes: {
                /** Format: int64 */
                id: number;
                name: string;
              }[];
              createdAt: string;
              /** Format: int64 */
              recipientCount: number;
              canClose: boolean;
              canCancel: boolean;
            };
            quotes: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "pending" | "accepted" | "declined" | "expired" | "closed" | "withdrawn";
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              balanceCents: number;
              included: string;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              expiresOn: string;
              closedNote: string | null;
              createdAt: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              canAccept: boolean;
              canDecline: boolean;
              canWithdraw: boolean;
            }[];
            vendors: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profilePath: string;
              photoUrl: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              acceptsOnlineDeposits: boolean;
              /** @enum {string} */
              answer: "waiting" | "quoted" | "declined";
              declineReason: string | null;
              /** Format: int64 */
              messageCount: number;
              lastMessageAt: string | null;
            }[];
            booking: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "confirmed" | "completed" | "cancelled";
              /** Format: int64 */
              requestId: number;
              /** Format: int64 */
              quoteId: number;
              eventType: string;
              eventDate: string;
              startTime: string;
              cityName: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              plannerFirstName: string;
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              paidCents: number;
              /** Format: int64 */
              refundedCents: number;
              /** Format: int64 */
              balanceCents: number;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              cancelledBy: ("planner" | "vendor") | null;
              cancelledAt: string | null;
              cancelReason: string | null;
              payments: {
                /** @enum {string} */
                kind: "deposit" | "balance" | "refund";
                /** Format: int64 */
                amountCents: number;
                provider: string;
                reference: string;
                createdAt: string;
              }[];
              /** @enum {string} */
              paymentMode: "test";
              contact: {
                name: string;
                email: string;
                phone: string | null;
              } | null;
              review: {
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                rating: number;
                title: string | null;
                body: string;
                reviewerName: string;
                verifiedBooking: boolean;
                /** @enum {string} */
                status: "counted" | "held" | "removed";
                createdAt: string;
                vendorReply: string | null;
                vendorRepliedAt: string | null;
              } | null;
              canCancel: boolean;
              canPayBalance: boolean;
              canReview: boolean;
              reviewOpensOn: string;
              canReply: boolean;
            } | null;
            rebook: {
              cancelledVendorName: string;
              offers: {
                /** Format: int64 */
                quoteId: number;
                vendor: {
                  /** Format: int64 */
                  memberId: number;
                  name: string;
                  profilePath: string;
                  photoUrl: string | null;
                  ratingAverage: number;
                  /** Format: int64 */
                  reviewCount: number;
                  acceptsOnlineDeposits: boolean;
                };
                /** Format: int64 */
                totalCents: number;
                /** Format: int64 */
                depositCents: number;
                expiresOn: string;
                stillFreeConfirmed: boolean;
              }[];
            } | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  declineQuote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        quoteId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default  */
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            request: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "open" | "booked" | "closed" | "cancelled";
              eventType: string;
              eventDate: string;
              startTime: string;
              /** Format: int64 */
              durationMinutes: number;
              cityName: string;
              cityFileName: string;
              venueName: string | null;
              /** Format: int64 */
              guestCount: number;
              budgetCents: number | null;
              details: string;
              serviceTypes: {
                /** Format: int64 */
                id: number;
                name: string;
              }[];
              createdAt: string;
              /** Format: int64 */
              recipientCount: number;
              canClose: boolean;
              canCancel: boolean;
            };
            quotes: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "pending" | "accepted" | "declined" | "expired" | "closed" | "withdrawn";
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              balanceCents: number;
              included: string;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              expiresOn: string;
              closedNote: string | null;
              createdAt: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              canAccept: boolean;
              canDecline: boolean;
              canWithdraw: boolean;
            }[];
            vendors: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profilePath: string;
              photoUrl: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              acceptsOnlineDeposits: boolean;
              /** @enum {string} */
              answer: "waiting" | "quoted" | "declined";
              declineReason: string | null;
              /** Format: int64 */
              messageCount: number;
              lastMessageAt: string | null;
            }[];
            booking: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "confirmed" | "completed" | "cancelled";
              /** Format: int64 */
              requestId: number;
              /** Format: int64 */
              quoteId: number;
              eventType: string;
              eventDate: string;
              startTime: string;
              cityName: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              plannerFirstName: string;
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              paidCents: number;
              /** Format: int64 */
              refundedCents: number;
              /** Format: int64 */
              balanceCents: number;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              cancelledBy: ("planner" | "vendor") | null;
              cancelledAt: string | null;
              cancelReason: string | null;
              payments: {
                /** @enum {string} */
                kind: "deposit" | "balance" | "refund";
                /** Format: int64 */
                amountCents: number;
                provider: string;
                reference: string;
                createdAt: string;
              }[];
              /** @enum {string} */
              paymentMode: "test";
              contact: {
                name: string;
                email: string;
                phone: string | null;
              } | null;
              review: {
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                rating: number;
                title: string | null;
                body: string;
                reviewerName: string;
                verifiedBooking: boolean;
                /** @enum {string} */
                status: "counted" | "held" | "removed";
                createdAt: string;
                vendorReply: string | null;
                vendorRepliedAt: string | null;
              } | null;
              canCancel: boolean;
              canPayBalance: boolean;
              canReview: boolean;
              reviewOpensOn: string;
              canReply: boolean;
            } | null;
            rebook: {
              cancelledVendorName: string;
              offers: {
                /** Format: int64 */
                quoteId: number;
                vendor: {
                  /** Format: int64 */
                  memberId: number;
                  name: string;
                  profilePath: string;
                  photoUrl: string | null;
                  ratingAverage: number;
                  /** Format: int64 */
                  reviewCount: number;
                  acceptsOnlineDeposits: boolean;
                };
                /** Format: int64 */
                totalCents: number;
                /** Format: int64 */
                depositCents: number;
                expiresOn: string;
                stillFreeConfirmed: boolean;
              }[];
            } | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  withdrawQuote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        quoteId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": Record<string, never> | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            request: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "open" | "booked" | "closed" | "cancelled";
              eventType: string;
              eventDate: string;
              startTime: string;
              /** Format: int64 */
              durationMinutes: number;
              cityName: string;
              cityFileName: string;
              venueName: string | null;
              /** Format: int64 */
              guestCount: number;
              budgetCents: number | null;
              details: string;
              serviceTypes: {
                /** Format: int64 */
                id: number;
                name: string;
              }[];
              createdAt: string;
            };
            plannerFirstName: string;
            /** @enum {string} */
            status:
              "new" | "quoted" | "declined" | "booked" | "lost" | "quote-declined" | "closed" | "cancelled" | "expired";
            /** Format: int64 */
            otherQuoteCount: number;
            quote: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "pending" | "accepted" | "declined" | "expired" | "closed" | "withdrawn";
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              balanceCents: number;
              included: string;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              expiresOn: string;
              closedNote: string | null;
              createdAt: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              canAccept: boolean;
              canDecline: boolean;
              canWithdraw: boolean;
            } | null;
            declined: {
              reason: string;
              note: string | null;
              at: string;
            } | null;
            booking: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "confirmed" | "completed" | "cancelled";
              /** Format: int64 */
              requestId: number;
              /** Format: int64 */
              quoteId: number;
              eventType: string;
              eventDate: string;
              startTime: string;
              cityName: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              plannerFirstName: string;
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              paidCents: number;
              /** Format: int64 */
              refundedCents: number;
              /** Format: int64 */
              balanceCents: number;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              cancelledBy: ("planner" | "vendor") | null;
              cancelledAt: string | null;
              cancelReason: string | null;
              payments: {
                /** @enum {string} */
                kind: "deposit" | "balance" | "refund";
                /** Format: int64 */
                amountCents: number;
                provider: string;
                reference: string;
                createdAt: string;
              }[];
              /** @enum {string} */
              paymentMode: "test";
              contact: {
                name: string;
                email: string;
                phone: string | null;
              } | null;
              review: {
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                rating: number;
                title: string | null;
                body: string;
                reviewerName: string;
                verifiedBooking: boolean;
                /** @enum {string} */
                status: "counted" | "held" | "removed";
                createdAt: string;
                vendorReply: string | null;
                vendorRepliedAt: string | null;
              } | null;
              canCancel: boolean;
              canPayBalance: boolean;
              canReview: boolean;
              reviewOpensOn: string;
              canReply: boolean;
            } | null;
            stillFree: ("asked" | "confirmed") | null;
            canQuote: boolean;
            canDecline: boolean;
            latestExpiresOn: string;
            earliestExpiresOn: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getMessageThread: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        requestId: number;
        memberId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            requestId: number;
            /** Format: int64 */
            memberId: number;
            vendorName: string;
            plannerFirstName: string;
            contactShared: boolean;
            messages: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              senderRole: "planner" | "vendor";
              senderName: string;
              body: string;
              createdAt: string;
              mine: boolean;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  sendMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        requestId: number;
        memberId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          body: string;
          /** Format: uuid */
          clientToken: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              senderRole: "planner" | "vendor";
              senderName: string;
              body: string;
              createdAt: string;
              mine: boolean;
            };
            contactHidden: boolean;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            message: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              senderRole: "planner" | "vendor";
              senderName: string;
              body: string;
              createdAt: string;
              mine: boolean;
            };
            contactHidden: boolean;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 60 a minute from one account, or from one network when not signed in. Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listLeads: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            leads: {
              /** Format: int64 */
              requestId: number;
              eventType: string;
              eventDate: string;
              cityName: string;
              serviceTypes: string[];
              /** Format: int64 */
              guestCount: number;
              budgetCents: number | null;
              plannerFirstName: string;
              receivedAt: string;
              /** @enum {string} */
              status:
                | "new"
                | "quoted"
                | "declined"
                | "booked"
                | "lost"
                | "quote-declined"
                | "closed"
                | "cancelled"
                | "expired";
              /** Format: int64 */
              quoteCount: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getLead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        requestId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            request: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "open" | "booked" | "closed" | "cancelled";
              eventType: string;
              eventDate: string;
              startTime: string;
              /** Format: int64 */
              durationMinutes: number;
              cityName: string;
              cityFileName: string;
              venueName: string | null;
              /** Format: int64 */
              guestCount: number;
              budgetCents: number | null;
              details: string;
              serviceTypes: {
                /** Format: int64 */
                id: number;
                name: string;
              }[];
              createdAt: string;
            };
            plannerFirstName: string;
            /** @enum {string} */
            status:
              "new" | "quoted" | "declined" | "booked" | "lost" | "quote-declined" | "closed" | "cancelled" | "expired";
            /** Format: int64 */
            otherQuoteCount: number;
            quote: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "pending" | "accepted" | "declined" | "expired" | "closed" | "withdrawn";
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              balanceCents: number;
              included: string;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              expiresOn: string;
              closedNote: string | null;
              createdAt: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              canAccept: boolean;
              canDecline: boolean;
              canWithdraw: boolean;
            } | null;
            declined: {
              reason: string;
              note: string | null;
              at: string;
            } | null;
            booking: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "confirmed" | "completed" | "cancelled";
              /** Format: int64 */
              requestId: number;
              /** Format: int64 */
              quoteId: number;
              eventType: string;
              eventDate: string;
              startTime: string;
              cityName: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              plannerFirstName: string;
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              paidCents: number;
              /** Format: int64 */
              refundedCents: number;
              /** Format: int64 */
              balanceCents: number;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              cancelledBy: ("planner" | "vendor") | null;
              cancelledAt: string | null;
              cancelReason: string | null;
              payments: {
                /** @enum {string} */
                kind: "deposit" | "balance" | "refund";
                /** Format: int64 */
                amountCents: number;
                provider: string;
                reference: string;
                createdAt: string;
              }[];
              /** @enum {string} */
              paymentMode: "test";
              contact: {
                name: string;
                email: string;
                phone: string | null;
              } | null;
              review: {
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                rating: number;
                title: string | null;
                body: string;
                reviewerName: string;
                verifiedBooking: boolean;
                /** @enum {string} */
                status: "counted" | "held" | "removed";
                createdAt: string;
                vendorReply: string | null;
                vendorRepliedAt: string | null;
              } | null;
              canCancel: boolean;
              canPayBalance: boolean;
              canReview: boolean;
              reviewOpensOn: string;
              canReply: boolean;
            } | null;
            stillFree: ("asked" | "confirmed") | null;
            canQuote: boolean;
            canDecline: boolean;
            latestExpiresOn: string;
            earliestExpiresOn: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  sendQuote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        requestId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          total: string;
          /** @default 0 */
          deposit?: string;
          included: string;
          /** @enum {string} */
          cancellationPolicy: "flexible" | "moderate" | "strict";
          expiresOn: string | "";
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            request: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "open" | "booked" | "closed" | "cancelled";
              eventType: string;
              eventDate: string;
              startTime: string;
              /** Format: int64 */
              durationMinutes: number;
              cityName: string;
              cityFileName: string;
              venueName: string | null;
              /** Format: int64 */
              guestCount: number;
              budgetCents: number | null;
              details: string;
              serviceTypes: {
                /** Format: int64 */
                id: number;
                name: string;
              }[];
              createdAt: string;
            };
            plannerFirstName: string;
            /** @enum {string} */
            status:
              "new" | "quoted" | "declined" | "booked" | "lost" | "quote-declined" | "closed" | "cancelled" | "expired";
            /** Format: int64 */
            otherQuoteCount: number;
            quote: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "pending" | "accepted" | "declined" | "expired" | "closed" | "withdrawn";
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              balanceCents: number;
              included: string;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              expiresOn: string;
              closedNote: string | null;
              createdAt: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              canAccept: boolean;
              canDecline: boolean;
              canWithdraw: boolean;
            } | null;
            declined: {
              reason: string;
              note: string | null;
              at: string;
            } | null;
            booking: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "confirmed" | "completed" | "cancelled";
              /** Format: int64 */
              requestId: number;
              /** Format: int64 */
              quoteId: number;
              eventType: string;
              eventDate: string;
              startTime: string;
              cityName: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              plannerFirstName: string;
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              paidCents: number;
              /** Format: int64 */
              refundedCents: number;
              /** Format: int64 */
              balanceCents: number;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              cancelledBy: ("planner" | "vendor") | null;
              cancelledAt: string | null;
              cancelReason: string | null;
              payments: {
                /** @enum {string} */
                kind: "deposit" | "balance" | "refund";
                /** Format: int64 */
                amountCents: number;
                provider: string;
                reference: string;
                createdAt: string;
              }[];
              /** @enum {string} */
              paymentMode: "test";
              contact: {
                name: string;
                email: string;
                phone: string | null;
              } | null;
              review: {
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                rating: number;
                title: string | null;
                body: string;
                reviewerName: string;
                verifiedBooking: boolean;
                /** @enum {string} */
                status: "counted" | "held" | "removed";
                createdAt: string;
                vendorReply: string | null;
                vendorRepliedAt: string | null;
              } | null;
              canCancel: boolean;
              canPayBalance: boolean;
              canReview: boolean;
              reviewOpensOn: string;
              canReply: boolean;
            } | null;
            stillFree: ("asked" | "confirmed") | null;
            canQuote: boolean;
            canDecline: boolean;
            latestExpiresOn: string;
            earliestExpiresOn: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  declineLead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        requestId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          reason: "Not available on that date" | "Too far away" | "Budget too low" | "Not a service I offer" | "Other";
          /** @default  */
          note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            request: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "open" | "booked" | "closed" | "cancelled";
              eventType: string;
              eventDate: string;
              startTime: string;
              /** Format: int64 */
              durationMinutes: number;
              cityName: string;
              cityFileName: string;
              venueName: string | null;
              /** Format: int64 */
              guestCount: number;
              budgetCents: number | null;
              details: string;
              serviceTypes: {
                /** Format: int64 */
                id: number;
                name: string;
              }[];
              createdAt: string;
            };
            plannerFirstName: string;
            /** @enum {string} */
            status:
              "new" | "quoted" | "declined" | "booked" | "lost" | "quote-declined" | "closed" | "cancelled" | "expired";
            /** Format: int64 */
            otherQuoteCount: number;
            quote: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "pending" | "accepted" | "declined" | "expired" | "closed" | "withdrawn";
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              balanceCents: number;
              included: string;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              expiresOn: string;
              closedNote: string | null;
              createdAt: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              canAccept: boolean;
              canDecline: boolean;
              canWithdraw: boolean;
            } | null;
            declined: {
              reason: string;
              note: string | null;
              at: string;
            } | null;
            booking: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "confirmed" | "completed" | "cancelled";
              /** Format: int64 */
              requestId: number;
              /** Format: int64 */
              quoteId: number;
              eventType: string;
              eventDate: string;
              startTime: string;
              cityName: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              plannerFirstName: string;
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              paidCents: number;
              /** Format: int64 */
              refundedCents: number;
              /** Format: int64 */
              balanceCents: number;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              cancelledBy: ("planner" | "vendor") | null;
              cancelledAt: string | null;
              cancelReason: string | null;
              payments: {
                /** @enum {string} */
                kind: "deposit" | "balance" | "refund";
                /** Format: int64 */
                amountCents: number;
                provider: string;
                reference: string;
                createdAt: string;
              }[];
              /** @enum {string} */
              paymentMode: "test";
              contact: {
                name: string;
                email: string;
                phone: string | null;
              } | null;
              review: {
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                rating: number;
                title: string | null;
                body: string;
                reviewerName: string;
                verifiedBooking: boolean;
                /** @enum {string} */
                status: "counted" | "held" | "removed";
                createdAt: string;
                vendorReply: string | null;
                vendorRepliedAt: string | null;
              } | null;
              canCancel: boolean;
              canPayBalance: boolean;
              canReview: boolean;
              reviewOpensOn: string;
              canReply: boolean;
            } | null;
            stillFree: ("asked" | "confirmed") | null;
            canQuote: boolean;
            canDecline: boolean;
            latestExpiresOn: string;
            earliestExpiresOn: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  answerStillFree: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        requestId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          answer: "still-free" | "no-longer-free";
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            request: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "open" | "booked" | "closed" | "cancelled";
              eventType: string;
              eventDate: string;
              startTime: string;
              /** Format: int64 */
              durationMinutes: number;
              cityName: string;
              cityFileName: string;
              venueName: string | null;
              /** Format: int64 */
              guestCount: number;
              budgetCents: number | null;
              details: string;
              serviceTypes: {
                /** Format: int64 */
                id: number;
                name: string;
              }[];
              createdAt: string;
            };
            plannerFirstName: string;
            /** @enum {string} */
            status:
              "new" | "quoted" | "declined" | "booked" | "lost" | "quote-declined" | "closed" | "cancelled" | "expired";
            /** Format: int64 */
            otherQuoteCount: number;
            quote: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "pending" | "accepted" | "declined" | "expired" | "closed" | "withdrawn";
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              balanceCents: number;
              included: string;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              expiresOn: string;
              closedNote: string | null;
              createdAt: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              canAccept: boolean;
              canDecline: boolean;
              canWithdraw: boolean;
            } | null;
            declined: {
              reason: string;
              note: string | null;
              at: string;
            } | null;
            booking: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "confirmed" | "completed" | "cancelled";
              /** Format: int64 */
              requestId: number;
              /** Format: int64 */
              quoteId: number;
              eventType: string;
              eventDate: string;
              startTime: string;
              cityName: string;
              vendor: {
                /** Format: int64 */
                memberId: number;
                name: string;
                profilePath: string;
                photoUrl: string | null;
                ratingAverage: number;
                /** Format: int64 */
                reviewCount: number;
                acceptsOnlineDeposits: boolean;
              };
              plannerFirstName: string;
              /** Format: int64 */
              totalCents: number;
              /** Format: int64 */
              depositCents: number;
              /** Format: int64 */
              paidCents: number;
              /** Format: int64 */
              refundedCents: number;
              /** Format: int64 */
              balanceCents: number;
              cancellationPolicy: {
                /** @enum {string} */
                key: "flexible" | "moderate" | "strict";
                label: string;
                description: string;
              };
              cancelledBy: ("planner" | "vendor") | null;
              cancelledAt: string | null;
              cancelReason: string | null;
              payments: {
                /** @enum {string} */
                kind: "deposit" | "balance" | "refund";
                /** Format: int64 */
                amountCents: number;
                provider: string;
                reference: string;
                createdAt: string;
              }[];
              /** @enum {string} */
              paymentMode: "test";
              contact: {
                name: string;
                email: string;
                phone: string | null;
              } | null;
              review: {
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                rating: number;
                title: string | null;
                body: string;
                reviewerName: string;
                verifiedBooking: boolean;
                /** @enum {string} */
                status: "counted" | "held" | "removed";
                createdAt: string;
                vendorReply: string | null;
                vendorRepliedAt: string | null;
              } | null;
              canCancel: boolean;
              canPayBalance: boolean;
              canReview: boolean;
              reviewOpensOn: string;
              canReply: boolean;
            } | null;
            stillFree: ("asked" | "confirmed") | null;
            canQuote: boolean;
            canDecline: boolean;
            latestExpiresOn: string;
            earliestExpiresOn: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCancellationTerms: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bookingId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            bookingId: number;
            /** @enum {string} */
            cancelledBy: "planner" | "vendor";
            policy: {
              /** @enum {string} */
              key: "flexible" | "moderate" | "strict";
              label: string;
              description: string;
            };
            /** Format: int64 */
            daysBefore: number;
            /** Format: int64 */
            paidCents: number;
            /** Format: int64 */
            refundCents: number;
            summary: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  cancelBooking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bookingId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: int32 */
          expectedRefundCents: number;
          /** @default  */
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            id: number;
            /** @enum {string} */
            status: "confirmed" | "completed" | "cancelled";
            /** Format: int64 */
            requestId: number;
            /** Format: int64 */
            quoteId: number;
            eventType: string;
            eventDate: string;
            startTime: string;
            cityName: string;
            vendor: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profilePath: string;
              photoUrl: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              acceptsOnlineDeposits: boolean;
            };
            plannerFirstName: string;
            /** Format: int64 */
            totalCents: number;
            /** Format: int64 */
            depositCents: number;
            /** Format: int64 */
            paidCents: number;
            /** Format: int64 */
            refundedCents: number;
            /** Format: int64 */
            balanceCents: number;
            cancellationPolicy: {
              /** @enum {string} */
              key: "flexible" | "moderate" | "strict";
              label: string;
              description: string;
            };
            cancelledBy: ("planner" | "vendor") | null;
            cancelledAt: string | null;
            cancelReason: string | null;
            payments: {
              /** @enum {string} */
              kind: "deposit" | "balance" | "refund";
              /** Format: int64 */
              amountCents: number;
              provider: string;
              reference: string;
              createdAt: string;
            }[];
            /** @enum {string} */
            paymentMode: "test";
            contact: {
              name: string;
              email: string;
              phone: string | null;
            } | null;
            review: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              rating: number;
              title: string | null;
              body: string;
              reviewerName: string;
              verifiedBooking: boolean;
              /** @enum {string} */
              status: "counted" | "held" | "removed";
              createdAt: string;
              vendorReply: string | null;
              vendorRepliedAt: string | null;
            } | null;
            canCancel: boolean;
            canPayBalance: boolean;
            canReview: boolean;
            reviewOpensOn: string;
            canReply: boolean;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  payBookingBalance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bookingId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: int32 */
          expectedAmountCents: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            id: number;
            /** @enum {string} */
            status: "confirmed" | "completed" | "cancelled";
            /** Format: int64 */
            requestId: number;
            /** Format: int64 */
            quoteId: number;
            eventType: string;
            eventDate: string;
            startTime: string;
            cityName: string;
            vendor: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profilePath: string;
              photoUrl: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              acceptsOnlineDeposits: boolean;
            };
            plannerFirstName: string;
            /** Format: int64 */
            totalCents: number;
            /** Format: int64 */
            depositCents: number;
            /** Format: int64 */
            paidCents: number;
            /** Format: int64 */
            refundedCents: number;
            /** Format: int64 */
            balanceCents: number;
            cancellationPolicy: {
              /** @enum {string} */
              key: "flexible" | "moderate" | "strict";
              label: string;
              description: string;
            };
            cancelledBy: ("planner" | "vendor") | null;
            cancelledAt: string | null;
            cancelReason: string | null;
            payments: {
              /** @enum {string} */
              kind: "deposit" | "balance" | "refund";
              /** Format: int64 */
              amountCents: number;
              provider: string;
              reference: string;
              createdAt: string;
            }[];
            /** @enum {string} */
            paymentMode: "test";
            contact: {
              name: string;
              email: string;
              phone: string | null;
            } | null;
            review: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              rating: number;
              title: string | null;
              body: string;
              reviewerName: string;
              verifiedBooking: boolean;
              /** @enum {string} */
              status: "counted" | "held" | "removed";
              createdAt: string;
              vendorReply: string | null;
              vendorRepliedAt: string | null;
            } | null;
            canCancel: boolean;
            canPayBalance: boolean;
            canReview: boolean;
            reviewOpensOn: string;
            canReply: boolean;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bookingId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: int32 */
          rating: number;
          /** @default  */
          title?: string;
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            id: number;
            /** @enum {string} */
            status: "confirmed" | "completed" | "cancelled";
            /** Format: int64 */
            requestId: number;
            /** Format: int64 */
            quoteId: number;
            eventType: string;
            eventDate: string;
            startTime: string;
            cityName: string;
            vendor: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profilePath: string;
              photoUrl: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              acceptsOnlineDeposits: boolean;
            };
            plannerFirstName: string;
            /** Format: int64 */
            totalCents: number;
            /** Format: int64 */
            depositCents: number;
            /** Format: int64 */
            paidCents: number;
            /** Format: int64 */
            refundedCents: number;
            /** Format: int64 */
            balanceCents: number;
            cancellationPolicy: {
              /** @enum {string} */
              key: "flexible" | "moderate" | "strict";
              label: string;
              description: string;
            };
            cancelledBy: ("planner" | "vendor") | null;
            cancelledAt: string | null;
            cancelReason: string | null;
            payments: {
              /** @enum {string} */
              kind: "deposit" | "balance" | "refund";
              /** Format: int64 */
              amountCents: number;
              provider: string;
              reference: string;
              createdAt: string;
            }[];
            /** @enum {string} */
            paymentMode: "test";
            contact: {
              name: string;
              email: string;
              phone: string | null;
            } | null;
            review: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              rating: number;
              title: string | null;
              body: string;
              reviewerName: string;
              verifiedBooking: boolean;
              /** @enum {string} */
              status: "counted" | "held" | "removed";
              createdAt: string;
              vendorReply: string | null;
              vendorRepliedAt: string | null;
            } | null;
            canCancel: boolean;
            canPayBalance: boolean;
            canReview: boolean;
            reviewOpensOn: string;
            canReply: boolean;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  replyToReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        reviewId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reply: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            id: number;
            /** @enum {string} */
            status: "confirmed" | "completed" | "cancelled";
            /** Format: int64 */
            requestId: number;
            /** Format: int64 */
            quoteId: number;
            eventType: string;
            eventDate: string;
            startTime: string;
            cityName: string;
            vendor: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profilePath: string;
              photoUrl: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              acceptsOnlineDeposits: boolean;
            };
            plannerFirstName: string;
            /** Format: int64 */
            totalCents: number;
            /** Format: int64 */
            depositCents: number;
            /** Format: int64 */
            paidCents: number;
            /** Format: int64 */
            refundedCents: number;
            /** Format: int64 */
            balanceCents: number;
            cancellationPolicy: {
              /** @enum {string} */
              key: "flexible" | "moderate" | "strict";
              label: string;
              description: string;
            };
            cancelledBy: ("planner" | "vendor") | null;
            cancelledAt: string | null;
            cancelReason: string | null;
            payments: {
              /** @enum {string} */
              kind: "deposit" | "balance" | "refund";
              /** Format: int64 */
              amountCents: number;
              provider: string;
              reference: string;
              createdAt: string;
            }[];
            /** @enum {string} */
            paymentMode: "test";
            contact: {
              name: string;
              email: string;
              phone: string | null;
            } | null;
            review: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              rating: number;
              title: string | null;
              body: string;
              reviewerName: string;
              verifiedBooking: boolean;
              /** @enum {string} */
              status: "counted" | "held" | "removed";
              createdAt: string;
              vendorReply: string | null;
              vendorRepliedAt: string | null;
            } | null;
            canCancel: boolean;
            canPayBalance: boolean;
            canReview: boolean;
            reviewOpensOn: string;
            canReply: boolean;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  reportReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          reason: "not-a-real-booking" | "offensive" | "contact-details-or-spam" | "about-another-vendor" | "other";
          /** @default  */
          message?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            reportId: number;
            /** Format: int64 */
            reviewId: number;
            profilePath: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listReviewsForModeration: {
    parameters: {
      query?: {
        show?: "waiting" | "hidden";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            reviews: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "counted" | "held" | "removed";
              verifiedBooking: boolean;
              heldReasons: {
                /** @enum {string} */
                code: "sign-up-request" | "shared-address";
                text: string;
              }[];
              /** Format: int64 */
              rating: number;
              title: string | null;
              body: string;
              reviewerName: string;
              reviewerClientId: number | null;
              /** Format: int64 */
              memberId: number;
              vendorName: string;
              bookingId: number | null;
              createdAt: string;
              moderatedAt: string | null;
              publicNote: string | null;
              reports: {
                /** Format: int64 */
                id: number;
                /** @enum {string} */
                reason:
                  "not-a-real-booking" | "offensive" | "contact-details-or-spam" | "about-another-vendor" | "other";
                reasonText: string;
                message: string | null;
                /** @enum {string} */
                status: "open" | "kept" | "hidden";
                reporterEmail: string | null;
                reporterRole: ("planner" | "vendor" | "operator") | null;
                createdAt: string;
              }[];
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  moderateReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          decision: "keep" | "hide";
          /** @default  */
          publicNote?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            review: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "counted" | "held" | "removed";
              verifiedBooking: boolean;
              heldReasons: {
                /** @enum {string} */
                code: "sign-up-request" | "shared-address";
                text: string;
              }[];
              /** Format: int64 */
              rating: number;
              title: string | null;
              body: string;
              reviewerName: string;
              reviewerClientId: number | null;
              /** Format: int64 */
              memberId: number;
              vendorName: string;
              bookingId: number | null;
              createdAt: string;
              moderatedAt: string | null;
              publicNote: string | null;
              reports: {
                /** Format: int64 */
                id: number;
                /** @enum {string} */
                reason:
                  "not-a-real-booking" | "offensive" | "contact-details-or-spam" | "about-another-vendor" | "other";
                reasonText: string;
                message: string | null;
                /** @enum {string} */
                status: "open" | "kept" | "hidden";
                reporterEmail: string | null;
                reporterRole: ("planner" | "vendor" | "operator") | null;
                createdAt: string;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  confirmBookingAsOperator: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bookingId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default  */
          note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            bookingId: number;
            operatorConfirmedAt: string;
            review: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              status: "counted" | "held" | "removed";
              verifiedBooking: boolean;
              heldReasons: {
                /** @enum {string} */
                code: "sign-up-request" | "shared-address";
                text: string;
              }[];
              /** Format: int64 */
              rating: number;
              title: string | null;
              body: string;
              reviewerName: string;
              reviewerClientId: number | null;
              /** Format: int64 */
              memberId: number;
              vendorName: string;
              bookingId: number | null;
              createdAt: string;
              moderatedAt: string | null;
              publicNote: string | null;
              reports: {
                /** Format: int64 */
                id: number;
                /** @enum {string} */
                reason:
                  "not-a-real-booking" | "offensive" | "contact-details-or-spam" | "about-another-vendor" | "other";
                reasonText: string;
                message: string | null;
                /** @enum {string} */
                status: "open" | "kept" | "hidden";
                reporterEmail: string | null;
                reporterRole: ("planner" | "vendor" | "operator") | null;
                createdAt: string;
              }[];
            } | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listBookingProblems: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bookingId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            problems: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              bookingId: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "open" | "resolved";
              /** @enum {string} */
              kind: "no_show" | "not_as_agreed" | "payment" | "other";
              kindLabel: string;
              /** @enum {string} */
              reporterSide: "planner" | "vendor";
              vendorName: string;
              plannerFirstName: string;
              eventType: string;
              eventDate: string;
              createdAt: string;
              resolution: ("full_refund" | "partial_refund" | "no_refund") | null;
              refundCents: number | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  reportBookingProblem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        bookingId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          kind: "no_show" | "not_as_agreed" | "payment" | "other";
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            bookingId: number;
            /** Format: int64 */
            requestId: number;
            /** @enum {string} */
            status: "open" | "resolved";
            /** @enum {string} */
            kind: "no_show" | "not_as_agreed" | "payment" | "other";
            kindLabel: string;
            /** @enum {string} */
            reporterSide: "planner" | "vendor";
            vendorName: string;
            plannerFirstName: string;
            eventType: string;
            eventDate: string;
            createdAt: string;
            resolution: ("full_refund" | "partial_refund" | "no_refund") | null;
            refundCents: number | null;
            /** @enum {string} */
            viewerSide: "planner" | "vendor" | "operator";
            resolutionSummary: string | null;
            resolutionReason: string | null;
            resolvedAt: string | null;
            /** Format: int64 */
            paidCents: number;
            /** Format: int64 */
            refundedCents: number;
            /** Format: int64 */
            refundableCents: number;
            /** @enum {string} */
            paymentMode: "test";
            messages: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              authorSide: "planner" | "vendor" | "operator";
              authorName: string;
              body: string;
              createdAt: string;
              mine: boolean;
            }[];
            canReply: boolean;
            canResolve: boolean;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 60 a minute from one account, or from one network when not signed in. Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getProblem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        problemId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            bookingId: number;
            /** Format: int64 */
            requestId: number;
            /** @enum {string} */
            status: "open" | "resolved";
            /** @enum {string} */
            kind: "no_show" | "not_as_agreed" | "payment" | "other";
            kindLabel: string;
            /** @enum {string} */
            reporterSide: "planner" | "vendor";
            vendorName: string;
            plannerFirstName: string;
            eventType: string;
            eventDate: string;
            createdAt: string;
            resolution: ("full_refund" | "partial_refund" | "no_refund") | null;
            refundCents: number | null;
            /** @enum {string} */
            viewerSide: "planner" | "vendor" | "operator";
            resolutionSummary: string | null;
            resolutionReason: string | null;
            resolvedAt: string | null;
            /** Format: int64 */
            paidCents: number;
            /** Format: int64 */
            refundedCents: number;
            /** Format: int64 */
            refundableCents: number;
            /** @enum {string} */
            paymentMode: "test";
            messages: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              authorSide: "planner" | "vendor" | "operator";
              authorName: string;
              body: string;
              createdAt: string;
              mine: boolean;
            }[];
            canReply: boolean;
            canResolve: boolean;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  sendProblemMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        problemId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            bookingId: number;
            /** Format: int64 */
            requestId: number;
            /** @enum {string} */
            status: "open" | "resolved";
            /** @enum {string} */
            kind: "no_show" | "not_as_agreed" | "payment" | "other";
            kindLabel: string;
            /** @enum {string} */
            reporterSide: "planner" | "vendor";
            vendorName: string;
            plannerFirstName: string;
            eventType: string;
            eventDate: string;
            createdAt: string;
            resolution: ("full_refund" | "partial_refund" | "no_refund") | null;
            refundCents: number | null;
            /** @enum {string} */
            viewerSide: "planner" | "vendor" | "operator";
            resolutionSummary: string | null;
            resolutionReason: string | null;
            resolvedAt: string | null;
            /** Format: int64 */
            paidCents: number;
            /** Format: int64 */
            refundedCents: number;
            /** Format: int64 */
            refundableCents: number;
            /** @enum {string} */
            paymentMode: "test";
            messages: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              authorSide: "planner" | "vendor" | "operator";
              authorName: string;
              body: string;
              createdAt: string;
              mine: boolean;
            }[];
            canReply: boolean;
            canResolve: boolean;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 60 a minute from one account, or from one network when not signed in. Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listProblems: {
    parameters: {
      query?: {
        status?: "open" | "resolved";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            problems: {
              /** Format: int64 */
              id: number;
              /** Format: int64 */
              bookingId: number;
              /** Format: int64 */
              requestId: number;
              /** @enum {string} */
              status: "open" | "resolved";
              /** @enum {string} */
              kind: "no_show" | "not_as_agreed" | "payment" | "other";
              kindLabel: string;
              /** @enum {string} */
              reporterSide: "planner" | "vendor";
              vendorName: string;
              plannerFirstName: string;
              eventType: string;
              eventDate: string;
              createdAt: string;
              resolution: ("full_refund" | "partial_refund" | "no_refund") | null;
              refundCents: number | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  resolveProblem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        problemId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          resolution: "full_refund" | "partial_refund" | "no_refund";
          amount?: string;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            bookingId: number;
            /** Format: int64 */
            requestId: number;
            /** @enum {string} */
            status: "open" | "resolved";
            /** @enum {string} */
            kind: "no_show" | "not_as_agreed" | "payment" | "other";
            kindLabel: string;
            /** @enum {string} */
            reporterSide: "planner" | "vendor";
            vendorName: string;
            plannerFirstName: string;
            eventType: string;
            eventDate: string;
            createdAt: string;
            resolution: ("full_refund" | "partial_refund" | "no_refund") | null;
            refundCents: number | null;
            /** @enum {string} */
            viewerSide: "planner" | "vendor" | "operator";
            resolutionSummary: string | null;
            resolutionReason: string | null;
            resolvedAt: string | null;
            /** Format: int64 */
            paidCents: number;
            /** Format: int64 */
            refundedCents: number;
            /** Format: int64 */
            refundableCents: number;
            /** @enum {string} */
            paymentMode: "test";
            messages: {
              /** Format: int64 */
              id: number;
              /** @enum {string} */
              authorSide: "planner" | "vendor" | "operator";
              authorName: string;
              body: string;
              createdAt: string;
              mine: boolean;
            }[];
            canReply: boolean;
            canResolve: boolean;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listFavorites: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            favorites: {
              /** Format: int64 */
              memberId: number;
              name: string;
              profilePath: string;
              photoUrl: string | null;
              ratingAverage: number;
              /** Format: int64 */
              reviewCount: number;
              acceptsOnlineDeposits: boolean;
              serviceTypeName: string;
              cityName: string;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  addFavorite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        memberId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": Record<string, never> | null;
      };
    };
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  removeFavorite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        memberId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            url: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  renewCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": Record<string, never> | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            url: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCalendarFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The feed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/calendar": string;
        };
      };
      /** @description No such file. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": unknown;
        };
      };
    };
  };
  listSearchLandingLinks: {
    parameters: {
      query: {
        serviceTypeId: number;
        locationType?: "city" | "state";
        onlyStateServicePageCities?: "true" | "false";
        StateAbbreviation?: string;
        stateAbbreviation?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            searchLookups: {
              url: string;
              canonicalUrl: string;
              displayName: string;
              name: string;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  resolveSearchAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        url: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            searchLookup: {
              /** Format: int64 */
              id: number;
              url: string;
              canonicalUrl: string;
              serviceType: {
                /** Format: int64 */
                id: number;
                personForm: string;
                pluralForm: string;
                fileName: string;
                profileDirectory: string;
                canonicalProfileDirectory: string | null;
                isSingleSearchPage: boolean;
                isService: boolean;
                isVenue: boolean;
                isKids: boolean;
                isVirtual: boolean;
                menuGroup: string | null;
              };
              location: {
                /** @enum {string} */
                kind: "city" | "state";
                displayName: string;
                fileName: string;
                rollupLocationFileName: string | null;
                isGeoLocation: boolean;
                name: string;
                searchString: string;
                stateOrProvince: {
                  name: string;
                  displayName: string;
                  fileName: string;
                  abbreviation: string;
                };
                latitude: number;
                longitude: number;
              } | null;
              isVenue: boolean;
              isValidSearch: boolean;
              isSearchById: boolean;
              /** Format: int64 */
              version: number;
              redirectUrl: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listSearchLookupCityGroups: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            cityGroups: {
              /** @enum {string} */
              letterGroup: "A-J" | "K-Q" | "R-Z";
              cities: {
                url: string;
                canonicalUrl: string;
                displayName: string;
                name: string;
              }[];
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listTopVendorsOfServiceType: {
    parameters: {
      query?: {
        take?: number;
        ip?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            vendors: {
              /** Format: int64 */
              memberId: number;
              name: string;
              directory: string;
              profileUrl: string;
              tagline: string | null;
              cityDisplayName: string;
              distanceMiles: number | null;
              primaryServiceFileName: string;
              primaryServicePersonForm: string;
              mainPhotoUrl: string | null;
              thumbnailUrl: string | null;
              profilePhotoCrop: {
                x: number;
                y: number;
                width: number;
                height: number;
                rotation: number;
              } | null;
              searchThumbnailCrop: {
                x: number;
                y: number;
                width: number;
                height: number;
                rotation: number;
              } | null;
              /** Format: int64 */
              memberLevel: number;
              /** @enum {string} */
              membershipLevel: "Basic" | "Pro" | "Premium";
              spotlightId: number | null;
              isSpotlight: boolean;
              rating: number;
              ratingString: string;
              /** Format: int64 */
              reviewCount: number;
              /** Format: int64 */
              bookingCount: number;
              payRangeLow: number | null;
              payRangeHigh: number | null;
              /** Format: int64 */
              numberOfOffers: number;
              /** Format: int64 */
              numberOfAudioTracks: number;
              acceptsOnlineDeposits: boolean;
              firstVideo: {
                title: string;
                url: string;
                posterUrl: string | null;
              } | null;
              /** Format: int64 */
              requestFormID: number;
              startDate: string | null;
            }[];
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listMembersById: {
    parameters: {
      query: {
        memberIds: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            vendors: {
              /** Format: int64 */
              memberId: number;
              name: string;
              directory: string;
              profileUrl: string;
              tagline: string | null;
              cityDisplayName: string;
              distanceMiles: number | null;
              primaryServiceFileName: string;
              primaryServicePersonForm: string;
              mainPhotoUrl: string | null;
              thumbnailUrl: string | null;
              profilePhotoCrop: {
                x: number;
                y: number;
                width: number;
                height: number;
                rotation: number;
              } | null;
              searchThumbnailCrop: {
                x: number;
                y: number;
                width: number;
                height: number;
                rotation: number;
              } | null;
              /** Format: int64 */
              memberLevel: number;
              /** @enum {string} */
              membershipLevel: "Basic" | "Pro" | "Premium";
              spotlightId: number | null;
              isSpotlight: boolean;
              rating: number;
              ratingString: string;
              /** Format: int64 */
              reviewCount: number;
              /** Format: int64 */
              bookingCount: number;
              payRangeLow: number | null;
              payRangeHigh: number | null;
              /** Format: int64 */
              numberOfOffers: number;
              /** Format: int64 */
              numberOfAudioTracks: number;
              acceptsOnlineDeposits: boolean;
              firstVideo: {
                title: string;
                url: string;
                posterUrl: string | null;
              } | null;
              /** Format: int64 */
              requestFormID: number;
              startDate: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  searchResults: {
    parameters: {
      query?: {
        skip?: number;
        take?: number;
        location?: string;
        overrideCategory?: number;
        overrideSortSeed?: number;
        excludeNonPaidVenues?: "true" | "false";
        primaryCategoryOnly?: "true" | "false";
        exactLocationOnly?: "true" | "false";
        obscureSearchResultSet?: "true" | "false";
        distance?: number;
        minNumberOfReviews?: number;
        eventDate?: string;
        acceptsOnlineDeposits?: "true" | "false";
        minRating?: number;
        includeInVirtualEvents?: "true" | "false";
        useDefaultSearchDistance?: "true" | "false";
        sort?: number;
        venueType?: number;
        minPrice?: number;
        maxPrice?: number;
        attributes?: string;
      };
      header?: never;
      path: {
        lookup: string;
        slug: "results" | "related-vendors";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            resultType:
              | "STANDARD_SEARCH"
              | "VENUE_SEARCH"
              | "INVALID_VENUE_SEARCH"
              | "OBSCURE_CATEGORY_SEARCH"
              | "OBSCURE_NATIONAL_SEARCH"
              | "INVALID_SEARCH"
              | "VENDOR_DIRECTORY";
            resultSection: 1 | 2;
            searchLookup: {
              /** Format: int64 */
              id: number;
              url: string;
              canonicalUrl: string;
              serviceType: {
                /** Format: int64 */
                id: number;
                personForm: string;
                pluralForm: string;
                fileName: string;
                profileDirectory: string;
                canonicalProfileDirectory: string | null;
                isSingleSearchPage: boolean;
                isService: boolean;
                isVenue: boolean;
                isKids: boolean;
                isVirtual: boolean;
                menuGroup: string | null;
              };
              location: {
                /** @enum {string} */
                kind: "city" | "state";
                displayName: string;
                fileName: string;
                rollupLocationFileName: string | null;
                isGeoLocation: boolean;
                name: string;
                searchString: string;
                stateOrProvince: {
                  name: string;
                  displayName: string;
                  fileName: string;
                  abbreviation: string;
                };
                latitude: number;
                longitude: number;
              } | null;
              isVenue: boolean;
              isValidSearch: boolean;
              isSearchById: boolean;
              /** Format: int64 */
              version: number;
              redirectUrl: string | null;
            };
            searchInfo: {
              location: {
                /** @enum {string} */
                kind: "city" | "state";
                displayName: string;
                fileName: string;
                rollupLocationFileName: string | null;
                isGeoLocation: boolean;
                name: string;
                searchString: string;
                stateOrProvince: {
                  name: string;
                  displayName: string;
                  fileName: string;
                  abbreviation: string;
                };
                latitude: number;
                longitude: number;
              } | null;
              searchCopy: {
                heading: string;
                intro: string;
              };
              canonicalUrl: string;
              /** Format: int64 */
              totalResults: number;
              /** Format: int64 */
              totalFullSearchResults: number;
              sponsoredListings: {
                /** Format: int64 */
                memberId: number;
                name: string;
                directory: string;
                profileUrl: string;
                tagline: string | null;
                cityDisplayName: string;
                distanceMiles: number | null;
                primaryServiceFileName: string;
                primaryServicePersonForm: string;
                mainPhotoUrl: string | null;
                thumbnailUrl: string | null;
                profilePhotoCrop: {
                  x: number;
                  y: number;
                  width: number;
                  height: number;
                  rotation: number;
                } | null;
                searchThumbnailCrop: {
                  x: number;
                  y: number;
                  width: number;
                  height: number;
                  rotation: number;
                } | null;
                /** Format: int64 */
                memberLevel: number;
                /** @enum {string} */
                membershipLevel: "Basic" | "Pro" | "Premium";
                spotlightId: number | null;
                isSpotlight: boolean;
                rating: number;
                ratingString: string;
                /** Format: int64 */
                reviewCount: number;
                /** Format: int64 */
                bookingCount: number;
                payRangeLow: number | null;
                payRangeHigh: number | null;
                /** Format: int64 */
                numberOfOffers: number;
                /** Format: int64 */
                numberOfAudioTracks: number;
                acceptsOnlineDeposits: boolean;
                firstVideo: {
                  title: string;
                  url: string;
                  posterUrl: string | null;
                } | null;
                /** Format: int64 */
                requestFormID: number;
                startDate: string | null;
              }[];
              relatedVendorResults: {
                /** Format: int64 */
                memberId: number;
                name: string;
                directory: string;
                profileUrl: string;
                tagline: string | null;
                cityDisplayName: string;
                distanceMiles: number | null;
                primaryServiceFileName: string;
                primaryServicePersonForm: string;
                mainPhotoUrl: string | null;
                thumbnailUrl: string | null;
                profilePhotoCrop: {
                  x: number;
                  y: number;
                  width: number;
                  height: number;
                  rotation: number;
                } | null;
                searchThumbnailCrop: {
                  x: number;
                  y: number;
                  width: number;
                  height: number;
                  rotation: number;
                } | null;
                /** Format: int64 */
                memberLevel: number;
                /** @enum {string} */
                membershipLevel: "Basic" | "Pro" | "Premium";
                spotlightId: number | null;
                isSpotlight: boolean;
                rating: number;
                ratingString: string;
                /** Format: int64 */
                reviewCount: number;
                /** Format: int64 */
                bookingCount: number;
                payRangeLow: number | null;
                payRangeHigh: number | null;
                /** Format: int64 */
                numberOfOffers: number;
                /** Format: int64 */
                numberOfAudioTracks: number;
                acceptsOnlineDeposits: boolean;
                firstVideo: {
                  title: string;
                  url: string;
                  posterUrl: string | null;
                } | null;
                /** Format: int64 */
                requestFormID: number;
                startDate: string | null;
              }[];
              /** Format: int64 */
              relatedVendorTotalResults: number;
              landingVendorsNearby: {
                /** Format: int64 */
                memberId: number;
                name: string;
                directory: string;
                profileUrl: string;
                tagline: string | null;
                cityDisplayName: string;
                distanceMiles: number | null;
                primaryServiceFileName: string;
                primaryServicePersonForm: string;
                mainPhotoUrl: string | null;
                thumbnailUrl: string | null;
                profilePhotoCrop: {
                  x: number;
                  y: number;
                  width: number;
                  height: number;
                  rotation: number;
                } | null;
                searchThumbnailCrop: {
                  x: number;
                  y: number;
                  width: number;
                  height: number;
                  rotation: number;
                } | null;
                /** Format: int64 */
                memberLevel: number;
                /** @enum {string} */
                membershipLevel: "Basic" | "Pro" | "Premium";
                spotlightId: number | null;
                isSpotlight: boolean;
                rating: number;
                ratingString: string;
                /** Format: int64 */
                reviewCount: number;
                /** Format: int64 */
                bookingCount: number;
                payRangeLow: number | null;
                payRangeHigh: number | null;
                /** Format: int64 */
                numberOfOffers: number;
                /** Format: int64 */
                numberOfAudioTracks: number;
                acceptsOnlineDeposits: boolean;
                firstVideo: {
                  title: string;
                  url: string;
                  posterUrl: string | null;
                } | null;
                /** Format: int64 */
                requestFormID: number;
                startDate: string | null;
              }[];
              stateCityLinks: {
                displayName: string;
                url: string;
              }[];
            };
            results: {
              /** Format: int64 */
              memberId: number;
              name: string;
              directory: string;
              profileUrl: string;
              tagline: string | null;
              cityDisplayName: string;
              distanceMiles: number | null;
              primaryServiceFileName: string;
              primaryServicePersonForm: string;
              mainPhotoUrl: string | null;
              thumbnailUrl: string | null;
              profilePhotoCrop: {
                x: number;
                y: number;
                width: number;
                height: number;
                rotation: number;
              } | null;
              searchThumbnailCrop: {
                x: number;
                y: number;
                width: number;
                height: number;
                rotation: number;
              } | null;
              /** Format: int64 */
              memberLevel: number;
              /** @enum {string} */
              membershipLevel: "Basic" | "Pro" | "Premium";
              spotlightId: number | null;
              isSpotlight: boolean;
              rating: number;
              ratingString: string;
              /** Format: int64 */
              reviewCount: number;
              /** Format: int64 */
              bookingCount: number;
              payRangeLow: number | null;
              payRangeHigh: number | null;
              /** Format: int64 */
              numberOfOffers: number;
              /** Format: int64 */
              numberOfAudioTracks: number;
              acceptsOnlineDeposits: boolean;
              firstVideo: {
                title: string;
                url: string;
                posterUrl: string | null;
              } | null;
              /** Format: int64 */
              requestFormID: number;
              startDate: string | null;
            }[];
            /** Format: int64 */
            skip: number;
            /** Format: int64 */
            take: number;
            /** Format: int64 */
            sort: number;
          };
        };
      };
      /** @description Moved: the Location header has the current address. */
      301: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getSearchCopy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            slug: string;
            heading: string;
            intro: string;
            metaTitle: string;
            metaDescription: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  trackSearchTileAction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: int32 */
          memberId: number;
          /** @enum {string} */
          action: "view-profile" | "play-video" | "play-audio" | "view-photos" | "request-quote" | "save-favorite";
          /** Format: int32 */
          searchLookupId?: number;
          /** Format: int32 */
          position?: number;
          resultSection?: 1 | 2;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            recorded: number;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 120 a minute from one network (an IPv4 address, or an IPv6 /64). Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  trackSearchImpressions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: int32 */
          searchLookupId?: number;
          /** @default 1 */
          resultSection?: 1 | 2;
          impressions: {
            /** Format: int32 */
            memberId: number;
            /** Format: int32 */
            position: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            recorded: number;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 120 a minute from one network (an IPv4 address, or an IPv6 /64). Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  trackProfileViewFromSearch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          type: "Profile";
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            recorded: number;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 120 a minute from one network (an IPv4 address, or an IPv6 /64). Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  collectAnalyticsEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          events: {
            /** @enum {string} */
            name:
              | "Page View"
              | "Web Vitals"
              | "Carousel Interaction"
              | "Viewed Video"
              | "Nav Click"
              | "Menu Interaction"
              | "Sent A Message"
              | "Click to Marketplace"
              | "Click to Inspiration"
              | "Planner Onboarding Flow Interaction"
              | "Search Interaction"
              | "Vendor Tile Click";
            category: string;
            label: string;
            /** Format: starts_with */
            path: string;
            /** Format: int32 */
            memberId?: number;
            properties: {
              [key: string]: string | number | boolean | null;
            };
            /** Format: date-time */
            occurredAt: string;
          }[];
        };
        "text/plain": {
          events: {
            /** @enum {string} */
            name:
              | "Page View"
              | "Web Vitals"
              | "Carousel Interaction"
              | "Viewed Video"
              | "Nav Click"
              | "Menu Interaction"
              | "Sent A Message"
              | "Click to Marketplace"
              | "Click to Inspiration"
              | "Planner Onboarding Flow Interaction"
              | "Search Interaction"
              | "Vendor Tile Click";
            category: string;
            label: string;
            /** Format: starts_with */
            path: string;
            /** Format: int32 */
            memberId?: number;
            properties: {
              [key: string]: string | number | boolean | null;
            };
            /** Format: date-time */
            occurredAt: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            accepted: number;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 120 a minute from one network (an IPv4 address, or an IPv6 /64). Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getMemberInsights: {
    parameters: {
      query?: {
        days?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            memberId: number;
            vendor: {
              name: string;
              /** @enum {string} */
              membershipLevel: "Basic" | "Pro" | "Premium";
              profileUrl: string;
            };
            /** @enum {number} */
            days: 30 | 90 | 365;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            daily: {
              /** Format: int64 */
              searchImpressions: number;
              /** Format: int64 */
              profileViews: number;
              /** Format: int64 */
              leads: number;
              /** Format: int64 */
              bookings: number;
              /** Format: date */
              day: string;
            }[];
            totals: {
              /** Format: int64 */
              searchImpressions: number;
              /** Format: int64 */
              profileViews: number;
              /** Format: int64 */
              leads: number;
              /** Format: int64 */
              bookings: number;
            };
            previousTotals: {
              /** Format: int64 */
              searchImpressions: number;
              /** Format: int64 */
              profileViews: number;
              /** Format: int64 */
              leads: number;
              /** Format: int64 */
              bookings: number;
            };
            engagement: {
              /** @enum {string} */
              name:
                | "Page View"
                | "Web Vitals"
                | "Carousel Interaction"
                | "Viewed Video"
                | "Nav Click"
                | "Menu Interaction"
                | "Sent A Message"
                | "Click to Marketplace"
                | "Click to Inspiration"
                | "Planner Onboarding Flow Interaction"
                | "Search Interaction"
                | "Vendor Tile Click";
              /** Format: int64 */
              count: number;
              /** Format: int64 */
              previousCount: number;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listProfileEvents: {
    parameters: {
      query: {
        memberId: number;
        isPast?: "true" | "false";
        skip?: number;
        take?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              /** Format: int64 */
              id: number;
              title: string;
              eventType: string;
              eventDate: string;
              startTime: string | null;
              cityDisplayName: string | null;
              venueName: string | null;
            }[];
            /** Format: int64 */
            total: number;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listProfileBlackoutDates: {
    parameters: {
      query: {
        memberId: number;
        year: number;
        month: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            blackoutDates: string[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listProfileCalendarEntries: {
    parameters: {
      query: {
        memberId: number;
        year: number;
        month: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            calendarEntries: {
              id: number;
              date: string;
              title: string;
              status: string;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        path: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            profile: {
              /** Format: int64 */
              id: number;
              directory: string;
              profileUrl: string;
              name: string;
              tagline: string | null;
              about: string | null;
              primaryServiceType: {
                /** Format: int64 */
                id: number;
                personForm: string;
                pluralForm: string;
                fileName: string;
                profileDirectory: string;
                canonicalProfileDirectory: string | null;
                isSingleSearchPage: boolean;
                isService: boolean;
                isVenue: boolean;
                isKids: boolean;
                isVirtual: boolean;
                menuGroup: string | null;
              };
              providedServiceTypes: {
                /** Format: int64 */
                id: number;
                personForm: string;
                pluralForm: string;
                fileName: string;
                profileDirectory: string;
                canonicalProfileDirectory: string | null;
                isSingleSearchPage: boolean;
                isService: boolean;
                isVenue: boolean;
                isKids: boolean;
                isVirtual: boolean;
                menuGroup: string | null;
              }[];
              city: {
                /** @enum {string} */
                kind: "city" | "state";
                displayName: string;
                fileName: string;
                rollupLocationFileName: string | null;
                isGeoLocation: boolean;
                name: string;
                searchString: string;
                stateOrProvince: {
                  name: string;
                  displayName: string;
                  fileName: string;
                  abbreviation: string;
                };
                latitude: number;
                longitude: number;
              };
              /** @enum {string} */
              membershipLevel: "Basic" | "Pro" | "Premium";
              /** Format: int64 */
              memberLevel: number;
              isPremium: boolean;
              rating: number;
              ratingString: string;
              /** Format: int64 */
              reviewCount: number;
              /** Format: int64 */
              bookingCount: number;
              payRangeLow: number | null;
              payRangeHigh: number | null;
              acceptsOnlineDeposits: boolean;
              /** Format: int64 */
              numberOfOffers: number;
              /** Format: int64 */
              travelDistanceMiles: number;
              mainPhotoUrl: string | null;
              attributes: string[];
              photos: {
                items: {
                  /** Format: int64 */
                  id: number;
                  url: string;
                  thumbnailUrl: string;
                  /** Format: int64 */
                  width: number;
                  /** Format: int64 */
                  height: number;
                  caption: string | null;
                }[];
                /** Format: int64 */
                total: number;
              };
              videos: {
                /** Format: int64 */
                id: number;
                title: string;
                /** @enum {string} */
                host: "clip" | "youtube" | "vimeo";
                url: string;
                playerUrl: string | null;
                posterUrl: string | null;
                durationSeconds: number | null;
              }[];
              audioTracks: {
                /** Format: int64 */
                id: number;
                title: string;
                url: string;
                /** Format: int64 */
                durationSeconds: number;
              }[];
              feedback: {
                items: {
                  /** Format: int64 */
                  id: number;
                  reviewerName: string;
                  /** Format: int64 */
                  rating: number;
                  title: string | null;
                  body: string;
                  eventType: string | null;
                  eventDate: string | null;
                  isVerifiedBooking: boolean;
                  vendorReply: string | null;
                  createdAt: string;
                  hiddenNote: string | null;
                }[];
                /** Format: int64 */
                total: number;
              };
              ratingBreakdown: {
                /** Format: int32 */
                stars: number;
                /** Format: int64 */
                count: number;
              }[];
              upcomingEvents: {
                items: {
                  /** Format: int64 */
                  id: number;
                  title: string;
                  eventType: string;
                  eventDate: string;
                  startTime: string | null;
                  cityDisplayName: string | null;
                  venueName: string | null;
                }[];
                /** Format: int64 */
                total: number;
              };
              pastEvents: {
                items: {
                  /** Format: int64 */
                  id: number;
                  title: string;
                  eventType: string;
                  eventDate: string;
                  startTime: string | null;
                  cityDisplayName: string | null;
                  venueName: string | null;
                }[];
                /** Format: int64 */
                total: number;
              };
              venue: {
                market: {
                  /** Format: int64 */
                  id: number;
                  name: string;
                  fileName: string;
                };
              } | null;
              premiumProfiles: {
                /** Format: int64 */
                memberId: number;
                name: string;
                directory: string;
                profileUrl: string;
                tagline: string | null;
                cityDisplayName: string;
                distanceMiles: number | null;
                primaryServiceFileName: string;
                primaryServicePersonForm: string;
                mainPhotoUrl: string | null;
                thumbnailUrl: string | null;
                profilePhotoCrop: {
                  x: number;
                  y: number;
                  width: number;
                  height: number;
                  rotation: number;
                } | null;
                searchThumbnailCrop: {
                  x: number;
                  y: number;
                  width: number;
                  height: number;
                  rotation: number;
                } | null;
                /** Format: int64 */
                memberLevel: number;
                /** @enum {string} */
                membershipLevel: "Basic" | "Pro" | "Premium";
                spotlightId: number | null;
                isSpotlight: boolean;
                rating: number;
                ratingString: string;
                /** Format: int64 */
                reviewCount: number;
                /** Format: int64 */
                bookingCount: number;
                payRangeLow: number | null;
                payRangeHigh: number | null;
                /** Format: int64 */
                numberOfOffers: number;
                /** Format: int64 */
                numberOfAudioTracks: number;
                acceptsOnlineDeposits: boolean;
                firstVideo: {
                  title: string;
                  url: string;
                  posterUrl: string | null;
                } | null;
                /** Format: int64 */
                requestFormID: number;
                startDate: string | null;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Default Response */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            error: {
              /** @enum {string} */
              code: "LISTING_GONE";
              message: string;
            };
          };
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listProfileReviews: {
    parameters: {
      query?: {
        skip?: number;
        take?: number;
        sortType?: "newest" | "highest" | "lowest";
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              /** Format: int64 */
              id: number;
              reviewerName: string;
              /** Format: int64 */
              rating: number;
              title: string | null;
              body: string;
              eventType: string | null;
              eventDate: string | null;
              isVerifiedBooking: boolean;
              vendorReply: string | null;
              createdAt: string;
              hiddenNote: string | null;
            }[];
            /** Format: int64 */
            total: number;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listProfilePhotos: {
    parameters: {
      query?: {
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              /** Format: int64 */
              id: number;
              url: string;
              thumbnailUrl: string;
              /** Format: int64 */
              width: number;
              /** Format: int64 */
              height: number;
              caption: string | null;
            }[];
            /** Format: int64 */
            total: number;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listVenueProfileUrls: {
    parameters: {
      query?: {
        after?: number;
        take?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            venueUrls: string[];
            nextAfter: number | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listArticles: {
    parameters: {
      query?: {
        skip?: number;
        take?: number;
        tags?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            articles: {
              slug: string;
              url: string;
              title: string;
              summary: string;
              category: string;
              tags: string[];
              authorName: string;
              publishedAt: string;
              /** Format: int64 */
              readingMinutes: number;
              heroImageKey: string | null;
            }[];
            /** Format: int64 */
            total: number;
            /** Format: int64 */
            skip: number;
            /** Format: int64 */
            take: number;
            tags: string[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getArticle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            article: {
              slug: string;
              url: string;
              title: string;
              summary: string;
              category: string;
              tags: string[];
              authorName: string;
              publishedAt: string;
              /** Format: int64 */
              readingMinutes: number;
              heroImageKey: string | null;
              bodyHtml: string;
              metaTitle: string | null;
              metaDescription: string | null;
              updatedAt: string;
              relatedArticles: {
                slug: string;
                url: string;
                title: string;
                summary: string;
                category: string;
                tags: string[];
                authorName: string;
                publishedAt: string;
                /** Format: int64 */
                readingMinutes: number;
                heroImageKey: string | null;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getArticlePromotion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            promotion: {
              /** Format: int64 */
              id: number;
              title: string;
              bodyHtml: string;
              linkUrl: string;
              linkText: string;
            } | null;
          };
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listThemes: {
    parameters: {
      query?: {
        load?: "countOnly";
        ingredient?: string;
        concept?:
          | "decades"
          | "kids"
          | "holiday"
          | "seasonal"
          | "cultural"
          | "glam"
          | "adventure"
          | "pop-culture"
          | "outdoor"
          | "elegant";
        filterBySlugs?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json":
            | {
                themes: {
                  /** Format: int64 */
                  id: number;
                  slug: string;
                  url: string;
                  title: string;
                  alternateTitle: string | null;
                  shortDescription: string;
                  themeType: string;
                  image: string | null;
                }[];
                /** Format: int64 */
                count: number;
              }
            | {
                /** Format: int64 */
                count: number;
              };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getTheme: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            theme: {
              /** Format: int64 */
              id: number;
              slug: string;
              url: string;
              title: string;
              alternateTitle: string | null;
              shortDescription: string;
              themeType: string;
              image: string | null;
              description: string;
              metaTitle: string | null;
              metaDescription: string | null;
              themeTypeDescription: string | null;
              contentFooter: string | null;
              video: string | null;
              relatedThemes: {
                /** Format: int64 */
                id: number;
                slug: string;
                url: string;
                title: string;
                alternateTitle: string | null;
                shortDescription: string;
                themeType: string;
                image: string | null;
                ingredients: {
                  /** Format: int64 */
                  id: number;
                  slug: string;
                  title: string;
                  /** @enum {string} */
                  type: "decor" | "music" | "food" | "drink" | "activity" | "entertainment" | "attire";
                  href: string | null;
                }[];
              }[];
              ingredients: {
                /** Format: int64 */
                id: number;
                slug: string;
                title: string;
                /** @enum {string} */
                type: "decor" | "music" | "food" | "drink" | "activity" | "entertainment" | "attire";
                href: string | null;
              }[];
              timestamp: string;
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listEventGuides: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            events: {
              slug: string;
              url: string;
              title: string;
              menuLabel: string;
              summary: string;
              heroImageKey: string | null;
            }[];
          };
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getEventGuide: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            event: {
              slug: string;
              url: string;
              title: string;
              menuLabel: string;
              summary: string;
              heroImageKey: string | null;
              bodyHtml: string;
              metaTitle: string | null;
              metaDescription: string | null;
              serviceTypes: {
                fileName: string;
                pluralForm: string;
                href: string;
              }[];
              themes: {
                /** Format: int64 */
                id: number;
                slug: string;
                url: string;
                title: string;
                alternateTitle: string | null;
                shortDescription: string;
                themeType: string;
                image: string | null;
              }[];
              articles: {
                slug: string;
                url: string;
                title: string;
                summary: string;
                category: string;
                tags: string[];
                authorName: string;
                publishedAt: string;
                /** Format: int64 */
                readingMinutes: number;
                heroImageKey: string | null;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getServicePageCopy: {
    parameters: {
      query: {
        servicePageType: "group" | "service" | "state" | "city";
        stateAbbreviation?: string;
        cityFirstLetter?: "a-j" | "k-q" | "r-z";
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            content: {
              slug: string;
              /** @enum {string} */
              pageType: "group" | "service" | "state" | "city";
              serviceId: number | null;
              redirectUrl: string | null;
              title: string;
              intro: string;
              bodyHtml: string;
              metaDescription: string;
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getInfoPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            page: {
              path: string;
              title: string;
              bodyHtml: string;
              metaDescription: string | null;
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  sendContactMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          name: string;
          email: string;
          /** @enum {string} */
          topic: "planning" | "booking" | "vendor" | "press" | "other";
          message: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: int64 */
            id: number;
            message: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 5 every 10 minutes from one network (an IPv4 address, or an IPv6 /64). Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listContactMessages: {
    parameters: {
      query?: {
        status?: "new" | "answered" | "closed";
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {string} */
            status: "new" | "answered" | "closed";
            counts: {
              /** Format: int64 */
              new: number;
              /** Format: int64 */
              answered: number;
              /** Format: int64 */
              closed: number;
            };
            messages: {
              /** Format: int64 */
              id: number;
              name: string;
              email: string;
              topic: string;
              excerpt: string;
              /** @enum {string} */
              status: "new" | "answered" | "closed";
              createdAt: string;
            }[];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageCount: number;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getContactMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        messageId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            contactMessage: {
              /** Format: int64 */
              id: number;
              name: string;
              email: string;
              topic: string;
              /** @enum {string} */
              status: "new" | "answered" | "closed";
              createdAt: string;
              message: string;
              replies: {
                /** Format: int64 */
                id: number;
                body: string;
                authorAccountId: number | null;
                createdAt: string;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  replyToContactMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        messageId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            contactMessage: {
              /** Format: int64 */
              id: number;
              name: string;
              email: string;
              topic: string;
              /** @enum {string} */
              status: "new" | "answered" | "closed";
              createdAt: string;
              message: string;
              replies: {
                /** Format: int64 */
                id: number;
                body: string;
                authorAccountId: number | null;
                createdAt: string;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  setContactMessageStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        messageId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          status: "closed" | "open";
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            contactMessage: {
              /** Format: int64 */
              id: number;
              name: string;
              email: string;
              topic: string;
              /** @enum {string} */
              status: "new" | "answered" | "closed";
              createdAt: string;
              message: string;
              replies: {
                /** Format: int64 */
                id: number;
                body: string;
                authorAccountId: number | null;
                createdAt: string;
              }[];
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  previewContent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          bodyMarkdown: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            html: string;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createArticle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          title: string;
          summary: string;
          bodyMarkdown: string;
          metaTitle?: string | null;
          metaDescription?: string | null;
          slug: string;
          /** @enum {string} */
          category:
            | "advice"
            | "inspiration"
            | "music"
            | "party-playlists"
            | "party-themes"
            | "planning"
            | "practical-tips"
            | "real-events"
            | "tips";
          authorName: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            item: {
              /** @enum {string} */
              kind: "articles" | "themes" | "guides" | "pages";
              /** Format: int64 */
              id: number;
              title: string;
              sitePath: string;
              published: boolean;
              editedAt: string | null;
              summary: string | null;
              bodyMarkdown: string;
              bodyHtml: string;
              metaTitle: string | null;
              metaDescription: string | null;
              editedByAccountId: number | null;
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: "articles" | "themes" | "guides" | "pages";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            items: {
              /** @enum {string} */
              kind: "articles" | "themes" | "guides" | "pages";
              /** Format: int64 */
              id: number;
              title: string;
              sitePath: string;
              published: boolean;
              editedAt: string | null;
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: "articles" | "themes" | "guides" | "pages";
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            item: {
              /** @enum {string} */
              kind: "articles" | "themes" | "guides" | "pages";
              /** Format: int64 */
              id: number;
              title: string;
              sitePath: string;
              published: boolean;
              editedAt: string | null;
              summary: string | null;
              bodyMarkdown: string;
              bodyHtml: string;
              metaTitle: string | null;
              metaDescription: string | null;
              editedByAccountId: number | null;
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: "articles" | "themes" | "guides" | "pages";
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          title: string;
          summary?: string;
          bodyMarkdown: string;
          metaTitle?: string | null;
          metaDescription?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            item: {
              /** @enum {string} */
              kind: "articles" | "themes" | "guides" | "pages";
              /** Format: int64 */
              id: number;
              title: string;
              sitePath: string;
              published: boolean;
              editedAt: string | null;
              summary: string | null;
              bodyMarkdown: string;
              bodyHtml: string;
              metaTitle: string | null;
              metaDescription: string | null;
              editedByAccountId: number | null;
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  setContentPublished: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: "articles" | "themes" | "guides" | "pages";
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          published: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            item: {
              /** @enum {string} */
              kind: "articles" | "themes" | "guides" | "pages";
              /** Format: int64 */
              id: number;
              title: string;
              sitePath: string;
              published: boolean;
              editedAt: string | null;
              summary: string | null;
              bodyMarkdown: string;
              bodyHtml: string;
              metaTitle: string | null;
              metaDescription: string | null;
              editedByAccountId: number | null;
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getResizedImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        suffix: string;
        path: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The photo, as WebP, AVIF (small sizes) or JPEG by the Accept header. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/webp": string;
          "image/avif": string;
          "image/jpeg": string;
        };
      };
      /** @description No such file. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": unknown;
        };
      };
    };
  };
  getMediaFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        path: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/octet-stream": string;
        };
      };
      /** @description No such file. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": unknown;
        };
      };
    };
  };
  searchAuditEvents: {
    parameters: {
      query?: {
        actorAccountId?: number;
        subjectAccountId?: number;
        recordType?: string;
        recordId?: number;
        action?: string;
        from?: string;
        to?: string;
        before?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            events: {
              /** Format: int64 */
              id: number;
              actorAccountId: number | null;
              actorEmail: string | null;
              action: string;
              subjectAccountId: number | null;
              recordType: string | null;
              recordId: number | null;
              before: unknown;
              after: unknown;
              details: unknown;
              createdAt: string;
            }[];
            nextBefore: number | null;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listAccounts: {
    parameters: {
      query?: {
        q?: string;
        kind?: "all" | "vendor" | "planner";
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            accounts: {
              accountId: number;
              /** @enum {string} */
              kind: "vendor" | "planner";
              name: string;
              email: string;
              city: string | null;
              memberId: number | null;
              clientId: number | null;
              listingStatus: ("live" | "awaiting_approval" | "declined" | "suspended" | "deleted") | null;
              suspendedAt: string | null;
              createdAt: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            accountId: number;
            /** @enum {string} */
            kind: "vendor" | "planner";
            email: string;
            emailConfirmed: boolean;
            createdAt: string;
            suspendedAt: string | null;
            suspendedReason: string | null;
            deletedAt: string | null;
            vendor: {
              memberId: number;
              name: string;
              profilePath: string;
              /** @enum {string} */
              listingStatus: "live" | "awaiting_approval" | "declined" | "suspended" | "deleted";
              listingStatusChangedAt: string | null;
              membershipLevel: string;
              city: string;
              categories: string[];
              ratingAverage: number;
              reviewCount: number;
              openQuoteCount: number;
              bookings: {
                id: number;
                requestId: number;
                eventDate: string;
                eventType: string;
                status: string;
                totalCents: number;
                otherSide: string;
              }[];
              reviews: {
                id: number;
                rating: number;
                title: string | null;
                reviewerName: string;
                status: string;
                createdAt: string;
              }[];
            } | null;
            planner: {
              clientId: number;
              name: string;
              requests: {
                id: number;
                eventType: string;
                eventDate: string;
                status: string;
              }[];
              bookings: {
                id: number;
                requestId: number;
                eventDate: string;
                eventType: string;
                status: string;
                totalCents: number;
                otherSide: string;
              }[];
            } | null;
            reports: {
              id: number;
              feedbackId: number;
              reason: string;
              status: string;
              createdAt: string;
              /** @enum {string} */
              relation: "about" | "made";
            }[];
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  suspendAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            account: {
              accountId: number;
              /** @enum {string} */
              kind: "vendor" | "planner";
              email: string;
              emailConfirmed: boolean;
              createdAt: string;
              suspendedAt: string | null;
              suspendedReason: string | null;
              deletedAt: string | null;
              vendor: {
                memberId: number;
                name: string;
                profilePath: string;
                /** @enum {string} */
                listingStatus: "live" | "awaiting_approval" | "declined" | "suspended" | "deleted";
                listingStatusChangedAt: string | null;
                membershipLevel: string;
                city: string;
                categories: string[];
                ratingAverage: number;
                reviewCount: number;
                openQuoteCount: number;
                bookings: {
                  id: number;
                  requestId: number;
                  eventDate: string;
                  eventType: string;
                  status: string;
                  totalCents: number;
                  otherSide: string;
                }[];
                reviews: {
                  id: number;
                  rating: number;
                  title: string | null;
                  reviewerName: string;
                  status: string;
                  createdAt: string;
                }[];
              } | null;
              planner: {
                clientId: number;
                name: string;
                requests: {
                  id: number;
                  eventType: string;
                  eventDate: string;
                  status: string;
                }[];
                bookings: {
                  id: number;
                  requestId: number;
                  eventDate: string;
                  eventType: string;
                  status: string;
                  totalCents: number;
                  otherSide: string;
                }[];
              } | null;
              reports: {
                id: number;
                feedbackId: number;
                reason: string;
                status: string;
                createdAt: string;
                /** @enum {string} */
                relation: "about" | "made";
              }[];
            };
            changed: boolean;
            withdrawnQuoteCount: number;
            notifiedPlannerCount: number;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  restoreAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            account: {
              accountId: number;
              /** @enum {string} */
              kind: "vendor" | "planner";
              email: string;
              emailConfirmed: boolean;
              createdAt: string;
              suspendedAt: string | null;
              suspendedReason: string | null;
              deletedAt: string | null;
              vendor: {
                memberId: number;
                name: string;
                profilePath: string;
                /** @enum {string} */
                listingStatus: "live" | "awaiting_approval" | "declined" | "suspended" | "deleted";
                listingStatusChangedAt: string | null;
                membershipLevel: string;
                city: string;
                categories: string[];
                ratingAverage: number;
                reviewCount: number;
                openQuoteCount: number;
                bookings: {
                  id: number;
                  requestId: number;
                  eventDate: string;
                  eventType: string;
                  status: string;
                  totalCents: number;
                  otherSide: string;
                }[];
                reviews: {
                  id: number;
                  rating: number;
                  title: string | null;
                  reviewerName: string;
                  status: string;
                  createdAt: string;
                }[];
              } | null;
              planner: {
                clientId: number;
                name: string;
                requests: {
                  id: number;
                  eventType: string;
                  eventDate: string;
                  status: string;
                }[];
                bookings: {
                  id: number;
                  requestId: number;
                  eventDate: string;
                  eventType: string;
                  status: string;
                  totalCents: number;
                  otherSide: string;
                }[];
              } | null;
              reports: {
                id: number;
                feedbackId: number;
                reason: string;
                status: string;
                createdAt: string;
                /** @enum {string} */
                relation: "about" | "made";
              }[];
            };
            changed: boolean;
            withdrawnQuoteCount: number;
            notifiedPlannerCount: number;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getVendorApprovalSetting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            required: boolean;
          };
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  setVendorApprovalSetting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          required: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            required: boolean;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listPendingApprovals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            listings: {
              memberId: number;
              accountId: number | null;
              name: string;
              email: string;
              city: string;
              categories: string[];
              createdAt: string;
            }[];
            /** Format: int64 */
            waitingCount: number;
          };
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  approveVendor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        memberId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            memberId: number;
            /** @enum {string} */
            listingStatus: "live" | "awaiting_approval" | "declined" | "suspended" | "deleted";
            changed: boolean;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  declineVendor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        memberId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            memberId: number;
            /** @enum {string} */
            listingStatus: "live" | "awaiting_approval" | "declined" | "suspended" | "deleted";
            changed: boolean;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getOperatorOverview: {
    parameters: {
      query?: {
        days?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            days: 30 | 90 | 365;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @enum {string} */
            timeZone: "UTC";
            daily: {
              /** Format: int64 */
              requests: number;
              /** Format: int64 */
              quotes: number;
              /** Format: int64 */
              bookings: number;
              /** Format: int64 */
              bookedValueCents: number;
              /** Format: int64 */
              refundsCents: number;
              responseRate: number | null;
              medianFirstResponseMinutes: number | null;
              /** Format: int64 */
              newVendors: number;
              /** Format: int64 */
              newPlanners: number;
              /** Format: date */
              day: string;
            }[];
            totals: {
              /** Format: int64 */
              requests: number;
              /** Format: int64 */
              quotes: number;
              /** Format: int64 */
              bookings: number;
              /** Format: int64 */
              bookedValueCents: number;
              /** Format: int64 */
              refundsCents: number;
              responseRate: number | null;
              medianFirstResponseMinutes: number | null;
              /** Format: int64 */
              newVendors: number;
              /** Format: int64 */
              newPlanners: number;
            };
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  exportMyData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            exportedAt: string;
            notes: string[];
            account: {
              [key: string]: unknown;
            };
            sessions: {
              [key: string]: unknown;
            }[];
            addresses: {
              [key: string]: unknown;
            }[];
            notifications: {
              [key: string]: unknown;
            }[];
            planner: {
              profile: {
                [key: string]: unknown;
              };
              requests: {
                [key: string]: unknown;
              }[];
              quotesReceived: {
                [key: string]: unknown;
              }[];
              messages: {
                [key: string]: unknown;
              }[];
              bookings: {
                [key: string]: unknown;
              }[];
              payments: {
                [key: string]: unknown;
              }[];
              reviewsWritten: {
                [key: string]: unknown;
              }[];
              favorites: {
                [key: string]: unknown;
              }[];
            } | null;
            vendor: {
              listing: {
                [key: string]: unknown;
              };
              categories: {
                [key: string]: unknown;
              }[];
              photos: {
                [key: string]: unknown;
              }[];
              videos: {
                [key: string]: unknown;
              }[];
              audioTracks: {
                [key: string]: unknown;
              }[];
              calendarEvents: {
                [key: string]: unknown;
              }[];
              calendarEntries: {
                [key: string]: unknown;
              }[];
              blackoutDates: {
                [key: string]: unknown;
              }[];
              membershipOrders: {
                [key: string]: unknown;
              }[];
              leads: {
                [key: string]: unknown;
              }[];
              quotes: {
                [key: string]: unknown;
              }[];
              messages: {
                [key: string]: unknown;
              }[];
              bookings: {
                [key: string]: unknown;
              }[];
              payments: {
                [key: string]: unknown;
              }[];
              reviewsReceived: {
                [key: string]: unknown;
              }[];
              listingAnalytics: {
                [key: string]: unknown;
              }[];
            } | null;
          };
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many requests (code `RATE_LIMITED`): at most 10 an hour from one account, or from one network when not signed in. Wait for the seconds in Retry-After. */
      429: {
        headers: {
          /** @description How many requests the caller (its network, or its account where the 429 says so) may make in the window. */
          "X-RateLimit-Limit"?: number;
          /** @description How many are left in the current window. */
          "X-RateLimit-Remaining"?: number;
          /** @description Seconds until the window starts again. */
          "X-RateLimit-Reset"?: number;
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteMyAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          currentPassword: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            deleted: true;
          };
        };
      };
      /** @description The request is not valid: `fields` names each refused field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has ended. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused: the record is not the caller's, or the request came from another site. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Nothing is found at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The state of things does not allow it now (already decided, a duplicate, a key reused): `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Understood and allowed, but it cannot be carried out as asked (no vendor matches, say): `code` says why. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Something went wrong on our side. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unavailable for a moment (database out of reach or server saturated): retry after Retry-After. */
      503: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Any other refusal of the HTTP layer, in the same shape (such as 413 or 415). */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
}
