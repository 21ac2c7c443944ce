package app.glide.client;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
