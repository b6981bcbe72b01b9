/**
 * Stylesheets of the Mantine components the manager dialogs use beyond those of the app shell
 * (see web/app/mantine-styles.ts); imported by the managers, so they load with them.
 */
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
