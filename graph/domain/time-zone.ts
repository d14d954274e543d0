// The restaurant's time zone: every local date and time of the product is in it
// (docs/architecture.md A7). Its own module so that pages which only name it load none of the calendar
// maths.
export const RESTAURANT_TIME_ZONE = 'Europe/Ljubljana';
