"""A real browser for lesson pages: the system's Chromium, headless, driven by Selenium through its
chromedriver, with the network off, keeping its console and its network log so that a test can say
that no script failed and no request left the page.  The benchmarks and the screenshots of the
manual open pages through it too."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = next((found for name in ("chromium", "chromium-browser", "google-chrome")
                 if (found := shutil.which(name)) is not None), None)
CHROMEDRIVER = shutil.which("chromedriver")
READY = "body[data-ready]"
"""What the page sets once its scripts have drawn it."""


def missing() -> str | None:
    """Why no browser can open a page here, or None."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    if CHROMIUM is None:
        return "Chromium is not installed (Debian: apt-get install chromium)"
    if CHROMEDRIVER is None:
        return "chromedriver is not installed (Debian: apt-get install chromium-driver)"
    return None


needs_browser = pytest.mark.skipif(missing() is not None, reason=missing() or "")


def start_browser(width: int = 1280, height: int = 900, dark: bool = False, phone: bool = False) -> Any:
    """A headless Chromium showing ``width`` x ``height`` pixels of a page, offline, logging its
    console and network; with ``phone`` it lays pages out as a phone of that width does, with
    ``dark`` the system's colour scheme is dark."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--no-first-run", "--disable-extensions"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                           {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": phone})
    color_scheme(driver, dark)
    return driver


def color_scheme(driver: Any, dark: bool) -> None:
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})


def open_page(driver: Any, path: Path) -> None:
    """Open the page at ``path`` from disk and wait until its scripts have drawn it."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(path.resolve().as_uri())
    WebDriverWait(driver, 30).until(lambda found: found.find_elements(By.CSS_SELECTOR, READY))


def requests(driver: Any) -> list[str]:
    """Every URL the browser asked for since the last call, from its network log."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def script_errors(driver: Any) -> list[str]:
    """The console's errors since the last call: a script that failed, a resource refused."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
