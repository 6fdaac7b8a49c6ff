// The app's styles, in cascade order. Radix Themes is imported piecewise instead of styles.css:
// base tokens (with black/white alpha), the gray scales of both appearances (gray, mauve), the callout
// colours (red, green, amber for warnings), the component styles (trimmed to the components used at
// build time, see radixCssTrim.ts) and the layout utilities. The accent scale is generated from the primary colour
// (src/services/palette.ts).
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/gray.css';
import '@radix-ui/themes/tokens/colors/mauve.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/green.css';
// A colour without its scale here draws nothing: color="amber" (unsaved changes, conflicts, due soon)
// was plain text until this import.
import '@radix-ui/themes/tokens/colors/amber.css';
// The accent until the generated scale (src/views/AccentStyle.tsx) has loaded: indigo is the Radix
// scale nearest to the default primary colour.
import '@radix-ui/themes/tokens/colors/indigo.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import './app.css';
