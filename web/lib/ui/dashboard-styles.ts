/**
 * Stylesheets of the Mantine components the dashboard uses beyond the app shell's
 * (web/app/mantine-styles.ts); imported first by the admin page, so they load with /admin only.
 */
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ScrollArea.css';
