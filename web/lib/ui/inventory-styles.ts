/**
 * Stylesheets of the Mantine components the inventory screens (detail, drawer, forms, profile
 * manager) use beyond the app shell's; imported by those screens, so they load with them.
 */
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Timeline.css';
