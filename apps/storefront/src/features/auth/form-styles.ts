// The sign-in forms' component styles, with the page rather than with the forms' code: the
// forms load apart (lazyRendered) but are in the server's HTML, so their styles must be in its
// <head> (React Router links a route's CSS imports), not arrive with the code.
import '@vitrine/ui/button.css';
import '@vitrine/ui/field.css';
