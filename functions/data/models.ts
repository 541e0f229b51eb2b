/** Records as the API returns them (spec product.md §3). Key attributes stay in DynamoDB. */
export interface User {
  username: string;
  email: string;
  picture?: string;
  createdAt: string;
}

export interface Property {
  propertyId: string;
  username: string;
  /** The venue's own name, shown instead of the address; empty or absent (older records): none. */
  venueName?: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  about: string;
  /** Id of the media file used as cover image; empty when none is set. */
  thumbnail: string;
  buildStatus: string;
  createdAt: string;
  updatedAt: string;
}

export interface Project {
  projectId: string;
  username: string;
  name: string;
  about: string;
  /** The property the event takes place in ('' or absent: none); one of the owner's. */
  venueId?: string;
  /** The event's date, YYYY-MM-DD ('' or absent: not set). */
  eventDate?: string;
  createdAt: string;
  updatedAt: string;
  buildStatus: string;
  thumbnail: string;
  splatFile: string;
  hasSplatFile: boolean;
  files: { url: string }[];
}
