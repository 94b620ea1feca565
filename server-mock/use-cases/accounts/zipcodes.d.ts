/**
 * Types of the `zipcodes` package (offline US and Canadian postal codes), which ships none: only what the sandbox uses.
 */
declare module 'zipcodes' {
  /** One postal code's location. */
  export interface ZipLocation {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  /** The location of a zip code, or undefined when the dataset lacks it. */
  export function lookup(zip: string | number): ZipLocation | undefined;
}
