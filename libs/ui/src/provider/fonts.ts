// One family for both scripts, shipped from npm (never a font CDN). Each weight's
// CSS declares Thai and Latin subsets by unicode-range, so a page downloads only
// the subsets its text uses.
import '@fontsource/ibm-plex-sans-thai/400.css';
import '@fontsource/ibm-plex-sans-thai/600.css';
import '@fontsource/ibm-plex-sans-thai/700.css';
